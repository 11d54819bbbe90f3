// #1650 "result of call is not used" for a call of a function a `warn_unused_result`
// attribute marks (GNU's, or `[[gnu::…]]`), where EDG looks: an expression statement that is
// the call (at its start, parentheses included); one that casts it to `void` (at the cast and
// again at the call); the left operand of a comma anywhere (at its start). Not a comma's right
// operand, an operation's operand, a conditional's branch, a constexpr call or a `void`
// function's (#1651 at its attribute). The attribute after the declarator (`int g3()
// __attribute__((warn_unused_result));`) counts too (case unused_result_trailing).
__attribute__((warn_unused_result)) int g();
__attribute__((__warn_unused_result__)) int g2();
int g3() __attribute__((warn_unused_result));
[[gnu::warn_unused_result]] int g4();
struct S { __attribute__((warn_unused_result)) int m(); };
__attribute__((warn_unused_result)) void gv();
__attribute__((warn_unused_result)) constexpr int gc() { return 1; }
void h(S s, S *p, int y) {
  g();
  g2();
  g3();
  g4();
  s.m();
  p->m();
  (void)g();
  g(), 1;
  (g());
  y ? g() : 1;
  gv();
  gc();
  1, g();
  (void)(1, g());
  static_cast<void>(g());
  g() + 1;
  int x = (g(), 2); (void)x;
  (void)(g());
}
__device__ __attribute__((warn_unused_result)) int dg();
__device__ void d() { dg(); }
