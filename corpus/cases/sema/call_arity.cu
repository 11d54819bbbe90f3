// Calls with too few arguments (EC165, at the `)`) and too many (EC140, at the first one too
// many), kernel launches too; both passes. In a template's definition only cudafe++ reports
// a call that depends on nothing (later): cufront leaves templates alone.
void f(int a, int b) {}
void g(int a, int b = 2);
void v(int a, ...) {}
__global__ void k(int *p, int n) {}
namespace n {
void nf(int);
}
struct S {
  void m(int);
  static void sm(int, int);
};
#define CALL_F(x) f(x)
void use(int *p, S s) {
  f(1);
  f(1, 2, 3);
  g();
  g(1, 2, 3);
  v();
  k<<<1, 1>>>(p);
  k<<<1, 1>>>(p, 1, 2);
  n::nf();
  s.m();
  S::sm(1);
  CALL_F(1);
  f((1), (2), (3, 4));
}
__device__ float d(float x, float y) { return x + y; }
__global__ void kern(float *out) { out[0] = d(1.0f); }
template <class T> void later(T x) { f(1); }
