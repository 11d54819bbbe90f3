int hv;
__global__ void k(int *p) { p[0] = hv; }
