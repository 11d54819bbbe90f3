__host__ __device__ void f() { __device__ int d; (void)d; }
