// #177 of a local object of an aggregate with default member initializers: default
// initialization runs them in the implicit constructor, which is constexpr only when each
// is a constant (then nvcc warns); `{}` runs them too, quiet only where one may have effects.
// Classes with a virtual base or a volatile field are not made quietly either.
__device__ int gv;
__device__ int side();
enum { Two = 2 };
struct Literal { int v = 1; };
struct Sized { unsigned v = sizeof(long) * Two; };
struct ReadsGlobal { int v = gv; };
struct Calls { int v = side(); };
struct Braced { int v{side()}; };
struct Allocates { int *p = new int; };
struct Self { Self *me = this; };
struct Mixed { int a = 1; int b = gv; };
struct Base { int a; };
struct VirtualBase : virtual Base {};
struct VolatileField { volatile int v; };
__device__ void f() {
  Literal literal; Sized sized; ReadsGlobal reads_global; Calls calls; Braced braced;
  Allocates allocates; Self self; Mixed mixed; VirtualBase virtual_base;
  VolatileField volatile_field;
  ReadsGlobal reads_global_list{}; Calls calls_list{}; Self self_list{};
}
__global__ void k() { f(); }
