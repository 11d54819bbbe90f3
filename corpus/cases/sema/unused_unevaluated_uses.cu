// flags: -std=c++17
// A local named only in unevaluated operands (`sizeof`, `noexcept`) is referenced but not
// used: #550 when set, as when only assigned. cufront leaves `decltype(q)` in a type undecided.
#include <cstddef>
__device__ int g(int);
__device__ size_t a() { int q = 8; return sizeof(q); }
__device__ size_t b() { int q = 8; return sizeof q; }
__device__ int c() { int q = 8; decltype(q) r = 1; return r; }
__device__ bool d() { int q = 8; return noexcept(q); }
__device__ size_t e() { int q; return sizeof(q); }
__device__ size_t f() { int q = 8; q = 2; return sizeof(q + 1); }
__device__ size_t h() { int q = 8; return sizeof(q) + g(q); }
__global__ void k() { a(); b(); c(); d(); e(); f(); h(); }
