// #174 on comma statements and commas in a template's definition: cudafe++ warns at the
// statement where each operand is a quiet name or a quiet independent expression, and of a
// left operand only where both operands are independent; once where both fall on one token.
template <typename T> void t(T x, int y, int z) {
  (y, z);
  (x, y);
  y, z;
  x, y;
  int a = (y, 0);
  int b = (x, 0);
  (void)a; (void)b;
  ((y, z), y);
  y, z, y;
  x, y, z;
  (y), z;
}
template <typename T> void g(T t) { int a = (t, 0); (void)a; }
template <typename T> int d(T t) { int i = 0; return (i, t); }
template <typename T> void e(T t) { (t, 0); }
void u() { t(1, 2, 3); g(1); d(1); e(1); }
