struct Two { int a; int b; };

__device__ int first(Two s) {
  auto [] = s;
  return s.a;
}
