// flags: --expt-relaxed-constexpr
// Constexpr host constructors called from device code with --expt-relaxed-constexpr, on
// constants and on run-time values: nvcc is silent.
struct CV { int v; constexpr CV(int x) : v(x) {} };
__device__ int f1(int i) { CV a(i); return a.v; }
__device__ int f2() { CV a{3}; return a.v; }
__global__ void k(int i, int *out) { CV a = i; *out = a.v + CV(2).v; }
