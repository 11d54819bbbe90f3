// flags: -arch=sm_80
// Uses of deprecated functions and variables in device code: the device pass warns of each
// (#1215, #1444 with the attribute's message, at the name's last token, note #3287 at the
// attribute), also in functions cicc never emits, in host-device functions and unevaluated;
// not in host code (cudafe++ leaves deprecation to the host compiler) nor in templates
// nothing instantiates. A redeclaration that deprecates counts from there on. cufront does
// not yet warn of data members, overloads chosen among members,
// enumerators, classes, or uses in a declaration's type.
__device__ [[deprecated]] void d1() {}
__device__ [[deprecated("use d3")]] void d2() {}
__device__ __attribute__((deprecated)) void d4(int) {}
__device__ __attribute__((deprecated("gone soon"))) int d5() { return 1; }
namespace ns { __device__ [[deprecated]] void d6() {} }
struct S { __device__ [[deprecated]] void m() {} __device__ [[deprecated]] static void sm() {} };
__device__ [[deprecated]] int dv;
__host__ __device__ [[deprecated]] void hd() {}
__global__ void k(S s) {
  d1(); d2(); d4(1); (void)d5(); ns::d6(); s.m(); S::sm(); (void)dv; hd();
  (void)sizeof(d5());
  d1();
}
static __device__ void sd() { d1(); }
inline __device__ void id() { d2(); }
template <class T> __device__ void t() { d1(); }
void host() { hd(); }
__device__ void d7();
__device__ void use7_before() { d7(); }
__device__ [[deprecated]] void d7();
__device__ void use7() { d7(); }
__device__ void u() { void (*p)() = d1; (void)p; auto q = &d1; (void)q; }
[[deprecated]] int hostvar;
__device__ void hv() { (void)sizeof(hostvar); }
__device__ [[deprecated]] [[deprecated]] void dd() {}
__device__ void usedd() { dd(); }
[[deprecated]] __device__ int ov(int);
__device__ int ov(float);
__device__ int use_ov() { return ov(1); }
__device__ int local() { [[deprecated]] int x = 1; return x; }
