// flags: -arch=sm_80
// A launch of a function that is no `__global__` one (a forgotten `__global__`): both passes
// refuse it at the callee's first token, "a host function call cannot be configured", or
// `__device__` for a device or host-device function. In a template only the host pass
// reports; from device code the device pass adds the launch's own error, and the host pass
// adds "calling a __device__ function" to a device function's launch from host code.
__device__ void dv(int) {}
void hv() {}
__host__ __device__ void hd() {}
namespace n { void f(); }
struct S { static void m(); };
__global__ void k(int) {}
void k(float) {}
template <class T> void t(T) {}
void h1() { dv<<<1, 1>>>(2); }
void h2() { hv<<<1, 1>>>(); }
void h3() { hd<<<1, 1>>>(); }
void h4() { n::f<<<1, 1>>>(); S::m<<<1, 1>>>(); }
void h6() { k<<<1, 1>>>(1.0f); }
void h7() { t<<<1, 1>>>(1); }
template <class T> void h9() { hv<<<1, 1>>>(); }
__device__ void d1() { hv<<<1, 1>>>(); }
void h10() { hv<<<1, 1, 0>>>(); k<<<1, 1>>>(2); }
void hv2(int) {}
template <class T> void h11(T x) { hv2<<<1, 1>>>(x); }
template <class T> void h12() { hv2<<<T::n, 1>>>(1); }
