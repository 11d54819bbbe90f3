__global__ void k();
void k() {}
