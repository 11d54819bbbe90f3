// flags: -std=c++17
// A local array's bound is variable-length only where it reads a parameter: not a
// member of the same name, not under sizeof/alignof/decltype, not a local that hides it.
__device__ int f(int n) { int a[n]; a[0] = 1; return a[0]; }
__device__ int g(int n) { int a[2 * n + 1]; a[0] = 1; return a[0]; }
struct S { static constexpr int n = 4; };
__device__ int h(int n) { int c[S::n]; c[0] = n; return c[0]; }
__device__ float sum(const float (&in)[4]) {
  float tmp[sizeof(in) / sizeof(in[0])];
  tmp[0] = in[0];
  return tmp[0];
}
__device__ int u(int n) { { constexpr int n = 3; int d[n]; d[0] = 1; return d[0]; } }
__device__ int w(int n) { int d[alignof(decltype(n))]; d[0] = n; return d[0]; }
__global__ void k(int n) { f(n); g(n); h(n); u(n); w(n); float x[4] = {}; sum(x); }
