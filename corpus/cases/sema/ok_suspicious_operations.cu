// Silent: comparisons of unsigned values that are not pointless (`u > 0`, `u != 0`,
// `u <= 0`), of constants (folded), of signed values; division by a non-zero or a variable;
// casts to `const int *` or through a typedef; qualified return types of classes, of
// references, of pointers to const, `const auto` and trailing return types.
int g(int);
struct S { int v; };
typedef const int CI;
int greater(unsigned u) { return u > 0; }
int unequal(unsigned u) { return u != 0; }
int at_most(unsigned u) { return u <= 0; }
int folded() { const unsigned c = 5; constexpr unsigned d = 6; return (c >= 0) + (d < 0); }
int signed_value(int x) { return x >= 0; }
int by_variable(int x, int y) { return x / y + x % 3; }
const int *pointee(const int *p) { return (const int *)p; }
int through_typedef(int x) { return (CI)x; }
const S object() { return S(); }
const int &reference(const int &r) { return r; }
const auto deduced() { return 1; }
auto trailing() -> const int { return 1; }
