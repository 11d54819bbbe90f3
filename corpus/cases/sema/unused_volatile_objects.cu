// No #177, #550 or #549 for an object that is volatile itself (locals, statics, arrays,
// parameters, a volatile pointer); a pointer to volatile is no volatile object.
static volatile int sv;
namespace { volatile int av; }
void f() {
  volatile int w = 3;
  volatile int arr[2];
  static volatile int slv;
}
__device__ void d() { volatile int x = 1; x = 2; }
__device__ void p(int *volatile q) { q = 0; }
void r() { int *volatile q; q = 0; volatile int *s; s = 0; }
