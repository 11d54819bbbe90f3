// A member of a class template's specialization followed by `<`: a template (`Ch<int>::f<1>(d,
// s)`) or less-than (`numeric_limits<long>::digits < 64`), known only by instantiation;
// no syntax error, no #174, no #549 (a default argument followed by another parameter too).
#include <limits>
#include <type_traits>
template<class T> struct Ch { template<int C> static void f(int, int) {} };
void g(int d, int s) { Ch<int>::f<1>(d, s); }
int f2() {
  bool wide = std::numeric_limits<long>::digits < 64;
  return wide;
}
void g2(bool b = std::is_signed<int>::value < 1, int y = 3);
template<class T> struct S { static const bool value = true; };
void g3(bool b = S<int>::value < 1, int y = 3);
