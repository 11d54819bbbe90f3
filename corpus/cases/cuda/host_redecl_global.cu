void k(int*);
__global__ void k(int *p) {}
