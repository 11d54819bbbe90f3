// flags: -std=c++20
// A function with an `auto` parameter is a template: checked only where instantiated.
int hostf(int x) { return x; }
__device__ int h(auto x) { return hostf(x); }
__device__ int g(auto x) { if (x) return 1; }
__device__ int u(auto x) { int unused = 0; return 0; }
__device__ int va(auto... xs) { return sizeof...(xs); }
__device__ int vb(int a, auto... rest) { return a + sizeof...(rest); }
__device__ int vc(const auto &x, auto *p) { return x + *p; }
__device__ int use() { int i = 0; return va(1, 2) + va() + vb(1, 2, 3) + vc(1, &i); }
