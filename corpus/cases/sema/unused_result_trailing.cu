// `warn_unused_result` after a function's declarator (glibc's `__wur`) marks it as before it
// does: #1650 at calls, #1651 on a `void` function; after `noexcept` and `const` too, for the
// one declarator it follows. `deprecated` there does not (no #1215).
int g3() __attribute__((warn_unused_result));
int d3() __attribute__((deprecated));
int w4(int) noexcept __attribute__((__warn_unused_result__));
int w5(int), w6(int) __attribute__((warn_unused_result));
struct S { int m() const __attribute__((warn_unused_result)); };
void v1() __attribute__((warn_unused_result));
void h(S s) {
  g3();
  d3();
  w4(1);
  w5(1);
  w6(1);
  s.m();
  (void)g3();
}
