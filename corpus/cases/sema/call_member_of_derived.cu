// Member calls on an object of a derived class: a member the class declares hides the
// bases' members of its name, so its space decides (`d.e()`, `p->e()`, `r.e()`, `d.e()` on
// the host); a single base's member (`d.f()`) and one a using-declaration brings in (`x.e()`)
// decide too. cufront leaves a qualified name (`d.B::e()`) undecided (kept as tokens).
struct B { int e() { return 1; } int f() { return 2; } };
struct D : B { __device__ int e() { return 3; } };
struct E : B { using B::e; };
__global__ void k(D d, D *p, E x) {
  d.e();
  p->e();
  d.B::e();
  d.f();
  x.e();
}
__device__ int g(D &r) { return r.e(); }
void h(D d) { d.e(); }
