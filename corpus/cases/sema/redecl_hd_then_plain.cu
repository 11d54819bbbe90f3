__host__ __device__ int f();
int f() { return 1; }
