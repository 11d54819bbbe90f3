__host__ __device__ void f() { __shared__ int s[4]; s[0] = 1; }
