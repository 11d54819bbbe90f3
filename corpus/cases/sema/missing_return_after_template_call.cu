// flags: -std=c++20
// #940 after calls of function templates: warned unless a declaration of the name says
// noreturn (a requires-clause before it or after the declarator does not hide it).
template <class T> T cdiv(T a, T b) { return a / b; }
template <class T> [[noreturn]] void die(T);
template <class T>
  requires requires { T::x; }
[[noreturn]] void stop(T);
template <class T> [[noreturn]] void halt(T) requires requires { T::x; };
struct HasX {
  static const int x = 1;
};
void plain(int) {}
int f1(int x) { plain(cdiv(x, 2)); }
int f2() { die(1); }
int f3() { stop(HasX()); }
int f5() { halt(HasX()); }
int f4(int x) { cdiv(x, 3); }
__device__ int kdiv(int a) { return a; }
__global__ void k(int *p) { p[0] = kdiv(1); }
