// A local declared without an initializer (`T x;`) calls its class's default constructor: the
// user-declared one callable without arguments (no parameters, a default for each, or an
// ellipsis). Reported as a call, at the variable's name: on the device pass with its
// "undefined in device code" (every time, overloaded or not), on the host pass named as
// cudafe++ names a callee (the first by its signature, later ones by their mangled names,
// a constructor's `C1`). Arrays (cicc names only the identifier) and destructors (reported
// at the block's last declaration) are left alone.
struct P { P() {} P(int) {} };
struct Q { Q(int = 0, float = 1.0f) {} };
namespace n { struct R { R() {} }; struct O { struct I { I() {} }; }; }
struct X { X(); };
X::X() {}
struct E { explicit E() {} };
typedef P PT;
__global__ void k() {
  P a;
  Q b;
  n::R c;
  n::O::I d;
  X x;
  E e, e2;
  PT t;
  const P cp;
  (void)cp;
}
__device__ void dev() {
  P a;
}
struct D { __device__ D() {} };
struct DQ { __device__ DQ(int = 0) {} };
namespace m { struct DN { __device__ DN(float = 0) {} }; }
void host() {
  D a;
  DQ b;
  m::DN c;
  D again;
}
