// Locals initialized with parentheses draw the unused-variable warnings of locals initialized
// with `=`: #177 when never referenced, #550 when set (initialized by a computation) but never
// used, and nothing when the initializer calls a function.
__device__ int g(int);
__device__ void f(int a) {
  int x(5);
  int y = 5;
  int z(a);
  int w(g(a));
  const int c(3);
  float q(a + 1);
  (void)q;
}
void h(int a) {
  int x(5);
  int y(a);
  y = 3;
}
