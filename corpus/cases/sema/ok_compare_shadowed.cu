// Names a pointer comparison finds where a skipped declaration shadows a global pointer:
// range-for and handler variables, init-statements, members, parameters (nvcc: valid).
int *n;
int *p;
struct S {
  int n;
  bool f() { return n < 5; }
  bool g(int p) { return p > 3; }
};
bool h() {
  for (int p = 0; p < 10; ++p) {}
  if (int n = 3; n > 2) return true;
  auto l = [](int n) { return n > 1; };
  int arr[2] = {1, 2};
  auto [n2, p2] = arr;
  for (int p : arr) { if (p > 1) return false; }
  try { throw 1; } catch (int n) { return n == 1; }
  {
    int p = 4;
    if (p > 2) return l(p);
  }
  return n2 > p2;
}
template <typename T> struct B { T *q; };
struct D : B<int> { int q2; bool k(int q) { return q > 0; } };
namespace m { int p; bool z() { return p > 0; } }
using namespace m;
bool w() { return ::p == 0; }
