// Expression statements without effect: #174 at the statement, both passes; templates on
// the host pass only; a volatile read is an effect. Operators: no_effect_operators and others.
int g;
volatile int vg;
struct S { int a; };
void f(int x, int *p, S s) {
  x;
  3;
  g;
  vg;
  p;
  *p;
  s.a;
  x + 1;
  (x);
  x, g = 2;
  (void)x;
  s;
  x == 1;
  -x;
}
__device__ void d(int x) { x; }
template <typename T> void t(T x, int y) { y; x; }
