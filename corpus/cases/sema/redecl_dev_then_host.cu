__device__ int f();
__host__ int f();
