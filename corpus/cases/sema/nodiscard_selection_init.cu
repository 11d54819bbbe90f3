// flags: -std=c++17
// #2809 and #2810 of a `[[nodiscard]]` call as the init-statement of an `if` or a `switch`:
// EDG takes the init-statement's value for used (quiet on `if (nd(); b)`, `if ((nd()); b)`,
// `switch (mk(); x)`), though not its commas' left operands (`if (nd(), 1; b)`), nor a
// `for`'s init-statement; `warn_unused_result` (#1650) is reported there all the same.
[[nodiscard]] int nd();
struct [[nodiscard]] R { int v; };
R mk();
__attribute__((warn_unused_result)) int wur();
[[nodiscard]] __host__ __device__ int hd();
void h(bool b, int x) {
  if (nd(); b) {}
  switch (nd(); x) { default: break; }
  if (mk(); b) {}
  if constexpr (true) {}
  if (nd(), 1; b) {}
  if ((nd()); b) {}
  if (wur(); b) {}
  switch (mk(); x) { default: break; }
  for (nd(); b;) { break; }
  if (b ? nd() : 0; b) {}
  if (nd(), nd(); b) {}
  if (b) { nd(); }
  nd();
}
__device__ void d(bool b) {
  if (hd(); b) {}
  if (hd(), 1; b) {}
}
int main() { return 0; }
