__host__ int h() { return 1; }
__device__ int d() { return h(); }
