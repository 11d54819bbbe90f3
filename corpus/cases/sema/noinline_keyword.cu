// __noinline__ is cudafe++'s own keyword (no header defines it), before or after the
// specifiers, after a pointer, on members and templates.
__device__ int __noinline__ f() { return 3; }
__noinline__ __device__ int g() { return 3; }
__device__ __noinline__ int h() { return 3; }
__device__ int* __noinline__ p() { return 0; }
struct S {
  __device__ int __noinline__ m() { return 1; }
  __device__ static int __noinline__ sm();
};
__device__ int __noinline__ S::sm() { return 2; }
template <class T> __device__ T __noinline__ t(T x) { return x; }
__global__ void k() { f(); g(); h(); p(); S s; s.m(); S::sm(); t(1); }
