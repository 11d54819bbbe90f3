__device__ int apply(int v) {
  auto f = [](int w) -> int;
  return f(v);
}
