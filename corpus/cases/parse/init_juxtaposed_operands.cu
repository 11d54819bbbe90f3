__device__ int scale(int a, int b) {
  int x = a b;
  return x;
}
