__host__ int f() { return 1; }
__device__ int f() { return 2; }
