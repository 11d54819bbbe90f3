// flags: -arch=sm_80
// `__host__`/`__device__` on a lambda need --extended-lambda (before the parameters, both
// passes, at the token after the annotations: the `(`, or the body's `{` with no
// parameters); after the parameters they are refused with or without the flag. In a template
// only the host pass reports. `__global__` on a lambda draws nothing.
void h1() { auto a = [] __device__ () {}; (void)a; }
void h2() { auto b = [=] __device__ { return 1; }; (void)b; }
void h3() { auto c = [] __host__ (int x) mutable { return x; }; (void)c; }
void h4() { auto d = []() __device__ {}; (void)d; }
template <class T> void h5() { auto e = [] __device__ (T x) { return x; }; (void)e; }
__device__ void d1() { auto f = [] __device__ (int x) { return x; }; (void)f; }
void h6() { auto g = [] __host__ __device__ (auto x) { return x; }; (void)g; }
auto ns = [] __device__ (int x) { return x; };
struct S { void m() { auto l = [] __device__ () {}; (void)l; } };
template <class T> struct TS { void m() { auto l = [] __device__ () {}; (void)l; } };
void h7() { auto l = [] __device__ () -> int { return 1; }; (void)l; }
void h8() { auto l = [] __global__ () {}; (void)l; }
void h9() { auto l = [] () mutable __host__ {}; (void)l; }
