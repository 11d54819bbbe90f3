// flags: -std=c++17
// Argument counts in lambdas in a function template, generic or not: cudafe++ checks a call
// that depends on nothing at the definition, cicc once the template is instantiated (`lam`
// is not: host pass only); so too in a discarded `if constexpr` branch. cicc checks a call
// with a dependent argument in each instance (cufront once, not counting them: `u`, twice).
void f(int a, int b) {}
template <class T> void t(T x) {
  if constexpr (sizeof(T) > 4) { f(); f(x); }
}
template <class T> void u(T x) {
  f(x);
}
template <class T> void v(T x) { auto l = [](int y) { f(); }; auto g = [](auto y) { f(); }; (void)l; (void)g; }
template <class T> void lam() { auto l = [](auto y) { f(1, 2, 3); }; (void)l; }
void g2() { auto l = [](auto y) { f(); }; (void)l; }
void use() { t(1); u(1); u(2.0); v(1); }
