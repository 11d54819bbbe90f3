__host__ __device__ int f(int i) { __shared__ int s[4]; int *p = &s[i]; return *p; }
