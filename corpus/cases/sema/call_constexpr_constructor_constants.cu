// A constexpr host constructor called from device code on constants: cicc's front end
// evaluates the call and reports it (EC3601, EC3603) naming only the class, at the braced
// list's `{`, else at the first argument, or for no arguments at the variable's name or the
// type of `T()`.
struct CV { int v; constexpr CV(int x) : v(x) {} };
struct C { int v; constexpr C() : v(0) {} };
__device__ int d1() { CV a(2); return a.v; }
__device__ int d2() { CV a = 3; return a.v; }
__device__ int d3() { CV a{4}; return a.v; }
__device__ int d4() { CV a = {5}; return a.v; }
__device__ int d5() { C c; return c.v; }
__device__ int d6() { C c{}; return c.v; }
__device__ int d7() { C c = C(); return c.v; }
__global__ void k(int *out) { CV a(6); *out = a.v; }
