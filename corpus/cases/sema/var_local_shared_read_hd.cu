__host__ __device__ int f() { __shared__ int s; return s; }
