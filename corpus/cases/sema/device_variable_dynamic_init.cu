// Device variables whose initializers are not constant expressions (EC3645, device pass
// only, at the variable's name, naming its memory space). A warning (unused_fn) does not
// silence them; an error does (device_variable_dynamic_init_silenced).
int host_f() { return 3; }
__device__ int dev_f() { return 3; }
constexpr int cf() { return 4; }
int g = 5;
float gf = 1.0f;
const int cg = 6;
enum E { e0 };
struct S {
  int a;
  S() : a(1) {}
};
struct P {
  int a;
};
static void unused_fn() {}
__device__ int d1 = host_f();
__device__ int d2 = cf();
__device__ int d3 = g;
__device__ int d4 = cg;
__device__ int d5 = 1 + 2;
__constant__ int c1 = host_f();
__constant__ float c2 = gf;
__device__ S s1;
__device__ P p1 = {g};
__device__ P p2 = {1};
__device__ int *ptr = &g;
__device__ float fl = 1.0f / 3.0f;
static __device__ int d6 = host_f();
__device__ int arr[2] = {1, host_f()};
__managed__ int m1 = host_f();
__device__ __managed__ int m2 = g;
__device__ int d7 = dev_f();
__device__ int d8 = true ? 1 : host_f();
__device__ int d9 = sizeof(host_f());
__device__ int d10 = e0;
namespace n {
__device__ int d12 = host_f();
}
template <class T> __device__ T tv = T(host_f());
__device__ long d13 = (host_f());
__device__ int d14 = [] { return 1; }();
