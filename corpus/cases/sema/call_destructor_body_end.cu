// The host destructor a local object of a device function's own block runs at the body's
// end is reported by cicc where its lowering of the body's last statement left its
// position: a call at its start, after its arguments (`(f)(a)` at `(`, `s.m(a)` at `s`); an
// assignment to a scalar variable, or a scalar's declaration initialized by no constant, at
// the last name or number its value reads, left to right (`g = i * (i + 1)` at `1`, `a[i]`
// at `i`, `1 + f(i)` at `f`); `;` at itself; a block or an `if` at its last statement's (the
// `else` branch's; `{ }` at its `{`); a class object's declaration at its name. Every object
// of the block there. Silent: destructors of either side, host functions.
struct OD { ~OD() {} };
struct OE { ~OE() {} };
struct DD { __device__ ~DD() {} };
struct S { __device__ void m(int); int f; };
__device__ void q(int);
__device__ int q2(int);
__device__ int pf(const char *, ...);
__device__ int g;
const int K = 3;
__device__ void call(int i) {
  OD r;
  q(i + 1);
}
__device__ void call_paren(int i) {
  OD r;
  (q)(i);
}
__device__ void member(S s, S *p, int i) {
  OD r;
  if (i) {
    s.m(q2(i));
    return;
  }
  p->m(i);
}
__device__ void variadic(int i) {
  OD r;
  pf("%d", i);
}
__device__ void assign(int i) {
  OD r;
  g = i * (i + 1);
}
__device__ void assign_local(int i, int k) {
  OD r;
  i = k;
}
__device__ void assign_constant(int i) {
  OD r;
  i = 0;
}
__device__ void compound(int i, int k) {
  OD r;
  k += i;
}
__device__ void subscript(int *a, int i) {
  OD r;
  g = a[i];
}
__device__ void calls_in(int i) {
  OD r;
  g = 1 + q2(i);
}
__device__ void casts(int i, float x) {
  OD r;
  g = -(int)x + K;
}
__device__ void shift(int i) {
  OD r;
  g = (i << 2) % 3;
}
__device__ void declares(int i) {
  OD r;
  int k = q2(i) - i;
}
__device__ void declares_float(float x) {
  OD r;
  double d = x * 2.0;
}
__device__ void empty(int i) {
  OD r;
  q(i);
  ;
}
__device__ void two(int i) {
  OD r;
  OE s;
  q(i);
}
__device__ void object_last(int i) {
  OD r;
  q(i);
  OE t;
}
__global__ void kernel(int i) {
  OD r;
  g = i;
}
__device__ void device_side(int i) {
  DD d;
  q(i);
}
void host(int i) {
  OD h;
  i = 2;
}
__device__ void branches(int i, int k) {
  OD r;
  if (i) q(1); else if (k) q(2);
}
__device__ void branch_block(int i) {
  OD r;
  if (i) { q(1); g = i; }
}
__device__ void empty_else(int i) {
  OD r;
  if (i) { g = i; } else { }
}
__device__ void nested_block(int i, int k) {
  OD r;
  { q(1); g = k; }
}
__device__ void block_with_object(int i) {
  OD r;
  if (i) q(1); else { OE t; }
}
