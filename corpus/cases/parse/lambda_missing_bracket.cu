__device__ int apply(int v) {
  auto f = [&(int w) { return w + v; };
  return f(v);
}
