__device__ int steps(int v) {
  int n = 0;
  do { v >>= 1; ++n; } while (v)
  return n;
}
