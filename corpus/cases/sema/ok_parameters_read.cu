// Parameters that are read after being assigned, compound-assigned, incremented, passed by
// reference, or only discarded: nvcc is silent.
__device__ int f1(int x) { x = x * 2; return x; }
__device__ void f2(int x, int *out) { x += 1; *out = x; }
__device__ void f3(int x) { x++; }
__device__ void f4(int &x) { x = 3; }
__device__ void f5(int x) { (void)x; }
__device__ int f6(int x) { int y = x; x = 0; return y + x; }
__global__ void k(int n, int *out) { n = n > 4 ? 4 : n; out[0] = n; }
