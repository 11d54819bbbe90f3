// Uses `total` through an extern declaration: without -rdc, a variable of this unit's own.
extern __device__ int total;
__global__ void add(int v) { total += v; }
