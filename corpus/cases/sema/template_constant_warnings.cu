// flags: -std=c++17
// #186, #39, #179, #62, #63, #68 and #69 in templates, of operands of no dependent type:
// cudafe++ warns at the definition, instantiated or not (a class template's members too),
// cicc in the instances, once; a returned value is converted in the instances only (no #69
// at the definition); operands of a dependent type draw nothing, even in an instance where
// the type is unsigned (`x < 0` with T = unsigned).
template <typename T> void never(T x, unsigned u, int y) {
  if (u < 0) {}
  int q = y / 0;
  int r = y % 0;
  unsigned char c = 300;
  c = 400;
}
template <typename T> void once(T x, unsigned u, int y) {
  if (u < 0) {}
  int q = y / 0;
  int r = y % 0;
  unsigned char c = 300;
  c = 400;
  if (x < 0) {}
}
template <typename T> struct Never {
  void m(unsigned u, int y) {
    if (u >= 0) {}
    int q = y / 0;
    unsigned char c = 300;
  }
};
template <typename T> void forms(T x, unsigned short us, unsigned long long ul, double d, int y) {
  if (us < 0) {}
  if (0 > ul) {}
  if (0 <= us) {}
  double e = d / 0;
  int s = y << -1;
  unsigned u = -1;
  unsigned char c = 0;
  c = -5;
  c = 256;
  short sh = 70000;
  take(x, 300);
}
template <typename T> void dependent(T x) {
  auto a = x;
  if (a < 0) {}
  decltype(x) b = x;
  if (b < 0) {}
  typename T::type c = 0;
  if (c < 0) {}
  T d = 300;
  unsigned char e = sizeof(T) * 100;
}
template <typename T> unsigned char returned() { return 300; }
template <typename T> int shifted(int y) { return y << 40; }
template <typename T> struct Member {
  static int f(int y) { return y >> 33; }
  unsigned char m = 300;
};
template <typename T> struct Base { unsigned v; };
template <typename T> struct Derived : Base<T> {
  static unsigned w;
  int f(int y) { unsigned char c = 0; c = 300; if (w < 0) {} return y; }
};
void use() { once(1u, 2u, 3); once(1, 2u, 3); }
