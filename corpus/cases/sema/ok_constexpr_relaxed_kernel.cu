// flags: --expt-relaxed-constexpr
constexpr int c() { return 1; }
__global__ void k(int *p) { *p = c(); }
