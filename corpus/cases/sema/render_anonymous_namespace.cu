// Anonymous namespaces: EDG writes _NV_ANON_NAMESPACE in its cross-space call messages and
// <unnamed> in the others (a variable's, a missing return's, an unreferenced function's).
namespace {
void h() {}
__device__ void d() {}
__device__ int dv;
__global__ void k() { h(); }
__device__ int r() { }
void hh() { d(); dv = 1; }
namespace m { void h2() {} __global__ void k2() { h2(); } }
}
namespace n { namespace { void h3() {} } __global__ void k3() { h3(); } }
