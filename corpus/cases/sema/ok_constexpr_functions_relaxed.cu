// flags: --expt-relaxed-constexpr
// Constexpr host functions and constructors used in device code with the flag, also in
// constant expressions: nvcc is silent.
constexpr int square(int x) { return x * x; }
struct Dim { int n; constexpr Dim(int v) : n(v) {} constexpr int twice() const { return 2 * n; } };
__device__ int f(int i) { constexpr int s = square(4); Dim d(i); return s + d.twice(); }
__global__ void k(int *out) { int a[square(2)] = {}; out[0] = a[0] + Dim(3).twice(); }
