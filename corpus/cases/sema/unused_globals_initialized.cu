// flags: -std=c++17
// #177 for globals of internal linkage by their initializers: one that may have effects (a
// call, an increment) keeps nvcc quiet, as for a local; constants, names, addresses, casts,
// lambdas do not. Variables in memory spaces too (a `__device__` one with a dynamic
// initializer is EC3645 first), at the column of the printed line (`__device__` expanded).
// Calls of constexpr functions: case unused_constant_calls. `int n(3)` warns as `= 3` does.
int host_f();
constexpr int cf() { return 4; }
int g = 5;
static int s1 = host_f();
static int s2 = g;
static int s3 = 1;
static __device__ int d1 = 1;
static __device__ int d2 = g;
static __device__ int d3 = host_f();
namespace { int a1 = host_f(); int a2 = g + 1; }
static const int c1 = 2;
static __constant__ int k1 = 2;
static __managed__ int m1 = 3;
static int b1{host_f()};
static int b2(host_f());
static const int c2 = cf();
static constexpr int c3 = cf();
static int z1 = sizeof(int);
static int z2 = (int)2.5;
static const char* p0 = "x";
static int* p1 = &g;
static int a3[2] = {host_f(), 1};
static int a4[2] = {3, 1};
static auto l1 = [] { return 1; };
static int t1 = g ? 1 : 2;
static int q1 = g++;
namespace { int n1 = cf() + 1; int n2(3); int n3{}; }
