__device__ double widen(float a, double b) {
  decltype(a + b r = a + b;
  return r;
}
