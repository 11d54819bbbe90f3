// flags: --expt-relaxed-constexpr
constexpr int c() { return 1; }
__device__ int d() { return c(); }
__host__ __device__ int hd() { return c(); }
