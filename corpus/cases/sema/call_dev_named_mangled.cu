// cudafe++ names the callee of its first call diagnostic as written; from then on every
// callee with parameters by its unfinished mangled name (each parameter `1?`, an ellipsis
// `z`, namespaces nested in N…E); callees without parameters and extern "C" ones keep their
// names. A call cufront does not decide (the template t) may be the first: the next callee
// with parameters is then left unreported.
__device__ void d1(int) {}
__device__ void d2(float) {}
__device__ void d3(int *, double) {}
__device__ void e() {}
extern "C" __device__ void ec(int);
namespace n {
__device__ void nd(int, float) {}
}
__device__ void dv(int, ...) {}
template <class T> __device__ void t(T) {}
void h() {
  d1(1);
  d2(1.0f);
  e();
  d3(0, 2.0);
}
void h2() {
  ec(1);
  n::nd(1, 2.0f);
  dv(1, 2);
  d1(2);
}
