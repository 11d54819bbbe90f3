// A deprecated host function called from a kernel: a warning with a note, then the
// device pass's late errors, which print no source line.
[[deprecated("use g")]] int f(int x) { return x; }
__global__ void k(int *p) {
  p[0] = f(1);
}
