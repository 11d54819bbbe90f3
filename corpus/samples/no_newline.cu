__global__ void k() {}
int last = 1;