// Device functions reached through namespaces, using-declarations and using-directives,
// an inline namespace and an anonymous one: nvcc is silent.
namespace a { __device__ int f(int x) { return x; } inline namespace v1 { __device__ int g() { return 1; } } }
namespace { __device__ int h() { return 2; } }
namespace b { using a::f; }
using namespace a;
__global__ void k(int *out) { out[0] = b::f(1) + g() + h() + a::v1::g(); }
