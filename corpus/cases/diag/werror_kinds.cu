// -Werror KIND: nvcc passes its front ends `--diag_error TAG` for the kind's diagnostics,
// which then print as plain errors.
void hh();
__attribute__((host)) __attribute__((device)) void hd() {
  hh();
}
[[deprecated("x")]] __attribute__((host)) __attribute__((device)) int old(int x) { return x; }
[[deprecated]] __attribute__((host)) __attribute__((device)) int old2(int x) { return x; }
__attribute__((device)) int k() {
  return old(1) + old2(2);
}
