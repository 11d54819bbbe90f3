// flags: -arch=sm_80
// `typeid` and `dynamic_cast` in device code: the device pass's front end refuses them at
// the keyword (EC3772), also in functions cicc never emits, in host-device functions and
// unevaluated (`sizeof`); not in templates nothing instantiates, nor in host code. A
// variable whose initializer is refused draws no "set but never used", and neither does a
// variable-length array (its own error, EC28, not reported by cufront yet).
#include <typeinfo>
struct B { virtual ~B() {} };
struct D : B {};
__host__ __device__ void hd1(B *b) { (void)typeid(*b); }
static __device__ void sd(B *b) { (void)dynamic_cast<D *>(b); }
inline __device__ void id(B *b) { (void)dynamic_cast<D *>(b); }
template <class T> __device__ void td(T *b) { (void)dynamic_cast<D *>(b); }
__device__ void d2(B *b) { (void)sizeof(typeid(*b)); }
void h(B *b) { (void)typeid(*b); (void)dynamic_cast<D *>(b); }
__device__ void d3(B *b) { (void)typeid(B); }
__global__ void k(B *b) { if (dynamic_cast<D *>(b)) {} }
__device__ void d4(B *b) { D *d = dynamic_cast<D *>(b); (void)d; }
__device__ void d5(int n) { int a[n]; a[0] = 1; (void)a; }
