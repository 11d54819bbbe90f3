// flags: -std=c++17
// #177 on the device pass for the variables of anonymous namespaces (nested either way,
// `extern`, `inline` and `const` ones too), named `<unnamed>::…`; in a memory space at the
// column of the printed line (`__device__` expanded); `__shared__` ones draw nothing. cufront
// warns of one declared `extern` first at its definition (case unused_anonymous_redeclared).
namespace { int a1; int a2 = 1; const int a3 = 2; int used; }
namespace n { static int s1; namespace { int a4; } }
namespace { namespace m { int a5; } }
namespace { void f1() {} __device__ void f2() {} }
namespace { struct S { int x; }; S a6; }
namespace { extern int a7; }
namespace { __device__ int a8; __constant__ int a9 = 1; __managed__ int a10; }
namespace { inline int a11; }
namespace { int a12[3]; }
namespace { constexpr int c1 = 3; int b1, b2; }
namespace { extern int e1; }
namespace { int e1 = 4; }
namespace { template <class T> T vt = T(); }
namespace { __shared__ int sh; }
namespace { [[maybe_unused]] int mu; }
static __device__ int sd;
int use() { return used + b2; }
namespace { int late; }
#define LATE late
