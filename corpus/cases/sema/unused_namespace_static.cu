static int unused_g = 4;
__global__ void k(int *p) { p[0] = 1; }
