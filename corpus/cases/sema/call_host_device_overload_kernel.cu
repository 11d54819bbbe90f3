int g(int);
__device__ int g(double);
__global__ void k(int *p) { p[0] = g(1.5); }
