struct Two { int a; int b; };

__device__ int sum(Two s) {
  auto [a b] = s;
  return a + b;
}
