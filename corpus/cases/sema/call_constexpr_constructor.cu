// A constexpr host constructor called from device code on run-time values: cicc leaves the
// call to lowering and reports it there, with the constructor's signature and "identifier …
// is undefined in device code" (a host-device caller: #20013 and EC3599, which has no
// position and is not modelled), at the variable's name or the temporary's type. Called on
// constants it is the front end's error, naming only the class (case
// call_constexpr_constructor_constants).
struct CV { int v; constexpr CV(int x) : v(x) {} };
struct CW { int v; constexpr CW(int x, float y) : v(x + static_cast<int>(y)) {} };
__device__ int d1(int i) { CV a(i); return a.v; }
__device__ int d2(int i) { CV a = i; return a.v; }
__device__ int d3(int i) { CV a{i}; return a.v; }
__device__ int d4(int i) { CV a(i + 1); return a.v; }
__device__ int d5(int i, float f) { CW a(i, f); return a.v; }
__global__ void k(int i, int *out) { CV a(i); *out = a.v; }
__host__ __device__ int hd(int i) { CV a(i); return a.v; }
