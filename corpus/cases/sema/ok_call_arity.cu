// Calls nvcc accepts whatever their argument counts look like: defaults declared on another
// declaration, overloads, an ellipsis, function pointers, templates, argument-dependent
// lookup, braces and lambdas with commas inside an argument.
#include <utility>
void g(int a, int b);
void g(int a, int b = 2);
constexpr int pick(int x, int y) { return x > y ? x : y; }
void h(int a, int b = pick(1, 2), int c = int{3});
void o(int);
void o(int, int);
void v(int, ...);
template <class T> void t(T, T = T());
namespace a {
struct A {};
void adl(A, int);
}  // namespace a
void adl(int);
struct P {
  int x, y;
};
void takes(P, int);
void lam(void (*)(int, int), int);
void pair_arg(std::pair<int, int>, int);
void use(void (*fp)(int, int), a::A x) {
  g(1);
  h(1);
  h(1, 2);
  o(1);
  o(1, 2);
  v(1, 2, 3);
  fp(1, 2);
  t(1);
  adl(x, 1);
  takes({1, 2}, 3);
  lam([](int, int) {}, 1);
  pair_arg(std::pair<int, int>(1, 2), 3);
}
struct M {
  void d(int a, int b = 2);
  void later(int a, int b);
  void over(int);
  void over(int, int);
  static void st(int a, int b = 1);
};
void M::later(int a, int b = 3) {}
struct Base {
  void inherited(int, int);
};
struct Derived : Base {
  void own(int);
};
void members(M m, M *p, Derived dd) {
  m.d(1);
  p->d(1);
  m.later(1);
  m.over(1);
  M::st(1);
  dd.inherited(1, 2);
  dd.own(1);
}
