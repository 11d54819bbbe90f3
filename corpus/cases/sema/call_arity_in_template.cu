// Argument counts in a template's definition: cudafe++ checks a call that depends on
// nothing where the template is defined, instantiated or not, cicc in an instance (case
// call_arity_instances); a call with a dependent argument only in an instance, once in each.
void f(int a, int b) {}
template <class T> void t(T x) {
  f();
  f(1, 2, 3);
  f(x);
  f(x, 1, 2);
}
template <class T> struct C {
  void m() { f(1); }
};
template <class T> void lam() {
  auto l = [](auto y) { f(); };
}
void use() { t(1); }
