// A kernel template's declaration rules are checked where it is declared, instantiated or
// not, on both passes: `inline` (#20050, `constexpr` too), an ellipsis, a member (of a class
// or a class template); its return type only at instantiation (none here).
template <class T> inline __global__ void k1(T) {}
template <class T> __global__ inline void k2(T) {}
template <class T> constexpr __global__ void k3(T) {}
template <class T> __global__ int k4(T) { return 0; }
template <class T> __global__ void k5(T, ...) {}
template <> inline __global__ void k1<int>(int) {}
namespace n { template <int N> __forceinline__ __global__ void k6() {} }
template <class T> __global__ void k7(T);
template <class T> inline __global__ void k7(T) {}
template <class T> __global__ auto k8(T) {}
struct A { template <class U> __global__ void m(U) {} };
template <class T> struct S { __global__ void m(T) {} };
template <class T> static __global__ void fine(T) {}
template <class T> __global__ void fine_too(T) {}
void user() { k1<<<1, 1>>>(1.0f); fine<<<1, 1>>>(1); fine_too<<<1, 1>>>(1); }
