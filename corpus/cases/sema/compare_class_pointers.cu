// Pointers to unrelated classes and enums compared (EC42): EDG writes the classes by their
// qualified names. A class that derives from the other only later, after the comparison,
// is still unrelated there (F), as case compare_class_defined_later shows more of.
struct A {};
struct C {};
namespace n {
struct B {};
struct O {
  struct I {};
};
}  // namespace n
enum Color { red };
enum class Scoped { x };
union U {
  int i;
};
class K;
struct F;
template <class T> struct TB {};
bool f(A *a, C *c, n::B *b, n::O::I *i, Color *col, Scoped *sc, U *u, int *p, K *k, const A *ca, A **aa, C **cc,
       TB<int> *ti, TB<float> *tf, F *ff) {
  bool r = a == c;
  r = b == a;
  r = i == a;
  r = col == p;
  r = sc == p;
  r = u == a;
  r = k == a;
  r = ca != c;
  r = aa == cc;
  r = col < sc;
  r = ti == tf;
  r = ff == a;
  return r;
}
struct F : A {};
struct D : A {};
__device__ bool g(D **dd, A **aa, C *c, n::B *b) { return dd == aa || c == b; }
