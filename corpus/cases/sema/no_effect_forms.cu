// #174 on more forms: `sizeof`, members (static ones too), enumerators, strings, pointer
// tests, commas anywhere (`g = (x, 2)`: at the left operand, parentheses included), and a
// template's non-dependent operations on the host pass only. An enumeration's operators are
// built in where no operator function lookup finds takes the enumeration (case
// no_effect_enum_operators); `&` of a class object is not modelled; a function's name is.
int g;
int f();
enum E { A, B };
enum class C { X, Y };
struct S { int a; static int st; };
void h(int x, int y, int z, double d, char c, int *p, int a[4], S s, S *ps, E e, C k) {
  ~c;
  !p;
  sizeof(f());
  sizeof(int);
  s.a + 1;
  ps->a == 0;
  A;
  e == A;
  k == C::X;
  e + 1;
  g = (x, 2);
  x, y, z;
  (x, y), z;
  &s;
  *ps;
  *a;
  a;
  x + 'c';
  "abc";
  f;
  s.st;
  S::st;
  x << 2;
  x % y;
  p != 0;
}
template <typename T> void t(T x, int y) { y + 1; -y; *(&y); x + 1; }
