const int N = 8;
__host__ __device__ int f() { return N * 2; }
