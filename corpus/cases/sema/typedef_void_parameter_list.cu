// flags: -std=c++17
// `(V)` with `typedef void V;` declares no parameters, as `(void)`.
typedef void V;
__device__ int f(V) { return 1; }
__device__ int use() { return f(); }
__device__ int two(int a) { return a; }
__device__ int bad() { return two() + f(1); }
