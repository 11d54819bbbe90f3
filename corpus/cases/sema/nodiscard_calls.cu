// #2809 (#3000 with the attribute's message) at the `(` of a call whose value is discarded,
// of a function declared `[[nodiscard]]` before the call: an expression statement, a comma's
// operands, a conditional's branches, parentheses; not after a cast to `void`, not on a `void`
// function (#2811 at its attribute), not on a constexpr call with constant arguments. #2810
// where the function returns a class or enumeration declared `nodiscard` (not a reference or
// pointer to one), at its first declaration or a definition before the call. #2811 also in
// case nodiscard_void. cufront leaves function templates and constexpr calls with arguments
// it cannot tell are not constants undecided.
[[nodiscard]] int f();
[[nodiscard("why")]] int fw();
struct S { [[nodiscard]] int m(); };
[[nodiscard]] void v();
namespace q { [[nodiscard]] int g(); }
__host__ __device__ [[nodiscard]] int hd();
[[nodiscard]] constexpr int cf() { return 1; }
[[nodiscard]] constexpr int cg(int x) { return x; }
int later();
int o(int);
[[nodiscard]] int o(double);
void h(S s, int y) {
  f();
  (void)f();
  static_cast<void>(f());
  int x = f(); (void)x;
  if (f()) {}
  fw();
  s.m();
  v();
  q::g();
  hd();
  cf();
  cg(y);
  later();
  o(1);
  f(), 1;
  (f());
  true ? q::g() : 1;
}
[[nodiscard]] int later();
__device__ void d() { hd(); }
struct [[nodiscard]] R { int x; };
enum class [[nodiscard]] EC { A };
struct F;
struct [[nodiscard]] F { int y; };
typedef R RT;
R r();
R &rr();
R *rp();
const RT crt();
EC ec();
F ff();
[[nodiscard]] R both();
struct T { R m(); };
void types(T t) {
  r();
  rr();
  rp();
  crt();
  ec();
  ff();
  both();
  t.m();
}
