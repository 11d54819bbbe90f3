// #2809 (#3000 with the attribute's message) at the `(` of a call whose value is discarded,
// of a function declared `[[nodiscard]]` before the call: an expression statement, a comma's
// operands, a conditional's branches, parentheses; not after a cast to `void`, not on a `void`
// function (#2811 at its attribute), not on a constexpr call with constant arguments. cufront
// leaves members, function templates, `nodiscard` types (#2810), `warn_unused_result` (#1650),
// #2811 and constexpr calls undecided.
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
