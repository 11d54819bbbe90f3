__device__ int pick(int a, int b) {
  if (a > 1 b) {
    return a;
  }
  return b;
}
