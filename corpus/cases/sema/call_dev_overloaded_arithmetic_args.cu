// Overloads chosen by arguments that are arithmetic on operands of one type (`int` and
// wider, `float` and wider: no promotion), whose type is then theirs. cufront leaves
// operands of different types (`i + 1u`) and narrower ones (`c + c`, an int) undecided.
__device__ int d(int);
__device__ int d(float);
__device__ int d(unsigned);
int h(int i, float f, unsigned u, char c) {
  return d(i + 1) + d(f * 2.0f) + d(u - 1u) + d(i + 1u) + d(c + c) + d(i / 2 - 1);
}
