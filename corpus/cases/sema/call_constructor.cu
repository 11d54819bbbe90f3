// Constructor calls with arguments in device code: a local's initializer (`T x(a)`, `T x{a}`,
// `T x = {a}`, `T x = a`, `T x = T(a)`) is reported at the variable's name, a temporary
// (`T(a)`) at its type's first token, `new T(a)` at `new`. The constructor is the one whose
// parameters take the arguments exactly, or the only one that takes them by conversion
// (but for braced lists, which may not narrow); explicit ones are no candidates for `T x = a`.
// Braced temporaries (`T{a}`, `new T{a}`) are not modelled.
struct P { P(int) {} P(int, float) {} P(const char *) {} };
namespace n { struct Q { Q(long) {} }; }
struct E { explicit E(int) {} E(double) {} };
__global__ void k(int i, float f, short s) {
  P a(1);
  P b(i, f);
  P c{1, 2.0f};
  P d = {i, f};
  n::Q q = i;
  n::Q q2(s);
  E e = 3;
  E e2(3);
  E e3 = E(4);
  P(1, 2.0f);
  n::Q(5);
  P *p = new P(i);
  n::Q *pq = new n::Q(2L);
  (void)p;
  (void)pq;
}
