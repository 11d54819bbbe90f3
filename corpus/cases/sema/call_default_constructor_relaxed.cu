// flags: --expt-relaxed-constexpr
// Default constructors called from device code in other forms: one with an ellipsis (named
// with it), a constexpr one (without --expt-relaxed-constexpr its own error, after which cicc
// lowers nothing: the late errors are not printed), and a host-device caller (#20011 from
// lowering; cicc's warning EC3598 without a position is not modelled). The #550 cicc prints
// for a variable of a class with a constexpr constructor is not modelled either.
struct V { V(...) {} };
struct C { constexpr C() {} };
struct P { P() {} };
__global__ void k() {
  V v;
  C c;
  (void)v;
  (void)c;
}
__host__ __device__ void hd() {
  P p;
  (void)p;
}
