// Explicit instantiation definitions instantiate a function template (nvcc's device pass
// warns about its unused locals); `extern template` does not.
template <class T> __global__ void k1(T t) { int c = 2; }
template <class T> void h(T t) { int d = 2; }
template <class T> void e(T t) { int f = 2; }
namespace n { template <class T> T g(T t) { int x = 1; return t; } }
template <class T> struct S { template <class U> void m(U) { int y = 0; } };
template __global__ void k1<int>(int);
template void h(float);
extern template void e<int>(int);
template int n::g<int>(int);
template void S<int>::m<int>(int);
template struct S<float>;
