constexpr int c() { return 1; }
__device__ int d() { return c(); }
