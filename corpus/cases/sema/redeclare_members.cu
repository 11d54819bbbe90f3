// EC403: a member function declared again in its class (defined or not, static, const, with
// execution spaces), at the later name, both passes.
struct S {
  int m() const { return 1; }
  int m() const { return 2; }
  void n();
  void n();
  void o() {}
  void o();
  static int p();
  static int p();
};
namespace n { struct V {}; }
struct S2 {
  void f(n::V, int);
  void f(n::V, int);
  void g(const S2 &) const;
  void g(const S2 &) const;
  __device__ void h();
  __host__ void h();
  void i();
  void i(int);
};
void S2::i() {}
struct T { void o(); };
void T::o() {}
