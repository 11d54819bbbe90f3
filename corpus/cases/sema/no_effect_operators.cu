// Operators without effect: #174 where every operator is built in and no operand has an
// effect; a volatile read, a call, an assignment or an increment is an effect.
int g;
int f();
volatile int vg;
struct S { int a; volatile int v; };
struct P { int *q; };
void h(int x, int y, int *p, volatile int *vp, int a[4], S s, S *ps, P pp, double d) {
  *p;
  *vp;
  a[1];
  p[x];
  s.a;
  s.v;
  ps->a;
  pp.q[0];
  x + 1;
  x + f();
  x + (y = 2);
  x * y - 3 / y;
  d < x;
  x == 1 && y;
  x || f();
  -x;
  !x;
  ~x;
  +x;
  &x;
  x, y;
  x, g = 2;
  f(), x;
  x ? y : 1;
  (int)d;
  (void)(x + 1);
  static_cast<int>(d);
  sizeof(x);
  x++;
  (x + y);
  x = x;
  -(x + y);
  *&x;
  p + 1;
  p - p;
  p == nullptr;
  d;
}
