// #174 on a name of a dependent type in a function template: cudafe++ leaves a parameter
// `const T &` (`T const &`, `const Box<T> &`) to the instances, alone or as a comma's
// operand, where it warns at the definition of a local `const T &`, of a parameter `const
// T *` and of one taken by value.
template <class U> struct Box { U u; };
template <class T>
__device__ void f(const T &cr, T const &cr2, const Box<T> &cb, T v, const T cv, Box<T> bv, const T *cp) {
  cr;
  cr2;
  cb;
  v;
  cv;
  bv;
  cp;
  const T &lr = v;
  lr;
  int y = 0;
  cr, y;
  y, cr;
}
template <class T> void h(const T &cr, int y) {
  cr;
  cr, y;
}
