__device__ int f(int x) { if (x) return 1; }
__global__ void k(int *p) { p[0] = f(1); }
