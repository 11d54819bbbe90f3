int f();
__host__ __device__ int f();
__device__ int d() { return f(); }
