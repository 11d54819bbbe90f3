__device__ int count(int n, int m) {
  int k = 0;
  for (int i = 0; i < n; ++i m) {
    ++k;
  }
  return k;
}
