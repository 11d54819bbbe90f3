// flags: -std=c++17
// A deleted function is reported only where the call certainly calls it: not where a
// template or another overload of the name is the better match (std::launder).
#include <new>
template <class T> void no_bool(T) {}
void no_bool(bool) = delete;
void f(double) {}
void f(int) = delete;
void g(int) = delete;
struct S { void m(int) = delete; void m(double) {} };
int main() {
  no_bool(1);
  f(1.0);
  int x = 0;
  int *p = std::launder(&x);
  S s;
  s.m(1.0);
  g(1);
  f(1);
  return *p;
}
