namespace n {
  enum Color { red, green = 5 };
  enum class Scoped : unsigned char { a, b };
  typedef unsigned long size_type;
  using alias = const int *;
  struct S { int x; static int count; double y[4]; int get() const { return x; } virtual ~S(); };
  class D : public S { public: D(); };
  union U { int i; float f; };
  template <typename T, int N> T twice(T v) { return v * N; }
  extern int ext;
  static const float pi = 3.14f;
  constexpr long long big = 1LL << 40;
  inline int inl(int a, char *p, ...) { return a; }
}
int (*fp)(int);
int n::S::*mp;
char buf[16];
const char *msg = "hi\n\"x\"";
void g(bool b, double d) {
  int i = 0;
  long l;
  for (int j = 0; j < 4; ++j) { i += j; if (i > 2) break; else continue; }
  while (b) { b = !b; }
  do { i--; } while (i > 0);
  switch (i) { case 1: i = 2; break; default: ; }
  l = sizeof(int) + sizeof i;
  d = b ? 1.5 : 2.0e3;
  i = (int)d + static_cast<int>(d);
  n::S s; s.x = 1; n::S *ps = &s; ps->x = s.get();
  label: if (i) goto label;
  return;
}
