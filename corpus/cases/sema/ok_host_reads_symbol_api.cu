#include <cuda_runtime.h>
__device__ int dv;
int h() { int x; cudaMemcpyFromSymbol(&x, dv, sizeof x); return x; }
