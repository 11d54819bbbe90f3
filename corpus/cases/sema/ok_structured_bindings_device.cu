// flags: -std=c++17
// Structured bindings of an aggregate in device code, every name used: nvcc is silent.
struct P { int a; float b; };
__device__ float f(P p) { auto [x, y] = p; return x + y; }
