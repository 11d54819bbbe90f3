// #177 of a local of a class whose default member initializer is no constant expression
// (a division or remainder by zero, a signed overflow, a negative shift, a floating value
// out of an integer's range): the implicit constructor is then no constexpr one, and nvcc
// is quiet; it warns where the initializer is a constant (`1 + 1`, `-1`, `(int)3.5`).
struct M { int v = 1 / 0; };
struct G { int v = (int)1e10; };
struct R { int v = 5 % 0; };
struct O { int v = 2147483647 + 1; };
struct Sh { int v = 1 << -1; };
struct Ok { int v = 1 + 1; };
struct Neg { int v = -1; };
struct Fits { int v = (int)3.5; };
struct Braced { int v{6 / 2}; };
struct Unsigned { unsigned v = 4294967295u + 1u; };
void h() {
  M m; G g; R r; O o; Sh s;
  Ok ok; Neg neg; Fits fits; Braced braced; Unsigned u;
}
int main() { h(); return 0; }
