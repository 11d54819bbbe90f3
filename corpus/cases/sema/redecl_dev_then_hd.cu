__device__ int f();
__host__ __device__ int f() { return 1; }
