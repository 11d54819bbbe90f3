__device__ int pick(int a, int b) {
  if (int c = a b) {
    return c;
  }
  return 0;
}
