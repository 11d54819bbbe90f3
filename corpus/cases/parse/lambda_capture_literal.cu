__device__ int scale(int v) {
  auto f = [&5](int w) { return w * 2; };
  return f(v);
}
