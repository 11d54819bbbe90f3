// Host member functions of class templates' instances called from device code: cicc
// reports each call while lowering, naming the instance with its arguments (values with
// their parameter's type, typedefs seen through) and the member with its parameters after
// substitution and its `const` (the identifier keeps the `const` too), at the object; the
// identifier at the member's name. A host-device caller gets #20011 alone. Members that are
// host-device or device, calls in sizeof, in a lambda nothing calls, and in a discarded
// `if constexpr` branch draw nothing. Default arguments are named; `A<T>::m()` is reported
// at `A`. cufront leaves alone an enumeration argument no declaration gives a type to.
namespace ns {
template <class T, int N> struct V { T at(int i) const { return T(i * N); } void put(T *p) { *p = T(); } };
}
template <class T> struct W { void f(); __host__ __device__ T g() { return T(); } __device__ T d() { return T(); } };
template <class T> void W<T>::f() {}
template <class T, int N = 2> struct D { T h() { return T(); } static T make(int) { return T(); } };
typedef float real;
enum E { E0, E1 };
template <class T> struct X { void x(T) {} };
__device__ float d1(const ns::V<float, 3> &v, ns::V<double, -1> *p, W<int> w, D<float> dd) {
  w.f();
  w.g();
  w.d();
  p->put(nullptr);
  dd.h();
  return v.at(1) + v.at(2);
}
__global__ void k(ns::V<real, 2> r, X<E> xe, X<unsigned long> xu, float *out) {
  r.at(0);
  xe.x(E0);
  xu.x(1ul);
  *out = D<float, 3>::make(1);
}
__host__ __device__ void hd(W<int> w) { w.f(); }
__device__ void d2(W<int> w) { hd(w); }
constexpr bool no = false;
__device__ float d3(ns::V<float, 1> a) { if constexpr (no) { return a.at(1); } return 0; }
__device__ float d4(ns::V<float, 1> a) { return sizeof(a.at(1)); }
__device__ float d5(ns::V<float, 1> a) { auto l = [&] { return a.at(1); }; (void)l; return 0; }
void host(ns::V<float, 1> a) { a.at(1); }
