// Calls of overloaded member functions: where one overload takes exactly the arguments'
// types (literals, scalar variables), it is the one called, and its space decides; through
// a const object only const overloads; `s.h(i + 1)` is named as `s.h(1)` was. cufront leaves
// undecided overloads with different qualifiers (`m`).
struct S {
  int h(int x) { return x; }
  __device__ int h(float x) { return 2; }
  int c(int) const { return 1; }
  __device__ int c(float) const { return 2; }
  int m(int) { return 1; }
  int m(float) const { return 2; }
  __device__ int n(int) { return 1; }
  __device__ int n(unsigned) { return 2; }
};
__global__ void k(S s, const S *p, int i, float f, unsigned u) {
  s.h(1);
  s.h(f);
  s.h(1.0f);
  p->c(i);
  p->c(2.0f);
  s.m(1);
  s.n(u);
  s.h(i + 1);
}
void host(S s, const S &r) { s.h(2.0f); s.n(1); r.c(1.0f); }
