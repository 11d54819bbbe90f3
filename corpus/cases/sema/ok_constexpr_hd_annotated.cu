__host__ __device__ constexpr int c() { return 1; }
__global__ void k(int *p) { *p = c(); }
int h() { return c(); }
