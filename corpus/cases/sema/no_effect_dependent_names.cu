// #174 on names of a dependent type in a function template: cudafe++ warns at the definition
// of `T`, `const T`, `S<T>`, `typename T::type *` and `const T &` names, even where the unit
// overloads the comma, and cicc once for all instances; `T &`, `T &&` and `volatile T` names
// only cicc, in each instance (twice for a comma statement there).
template <class U> struct S { U u; };
struct Q { int v; };
int operator,(Q, int);
template <typename T> void t(T x, T &r, const T cx, T &&rr, T *p, int y) {
  x, y;
  y, x;
  x;
  y, r;
  r;
  rr;
  cx, y;
  rr, y;
  T loc{};
  loc, y;
  S<T> s;
  s, y;
  const T &cr = x;
  cr, y;
  y, cr;
  p, y;
  *p, y;
}
template <typename T> void v(volatile T w, int y) {
  w;
  y, w;
}
template <typename T> __device__ void d(T x, int y) {
  x;
  y;
  y, x;
}
__global__ void k() { d(1, 2); d(1.0, 2); }
template <typename T> struct C {
  void m(T x, int y) { x; y, 3; }
};
template <typename T> void never(T x, int y) { x, y; y; }
void u() {
  int i = 0;
  t(i, i, i, 1, &i, 2);
  long l = 0;
  t(1L, l, 2L, 3L, &l, 4);
  v(1, 2);
  C<int> c;
  c.m(1, 2);
}
