// Locals declared with `auto` from literals, addresses and variables, all read: nvcc is
// silent.
__device__ void g() {}
__device__ int f(int v) {
  auto a = 1;
  auto b = v;
  auto p = &g;
  auto q = &v;
  p();
  return a + b + *q;
}
