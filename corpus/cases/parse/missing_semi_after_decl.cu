__device__ int twice(int v) {
  int r = v * 2
  return r;
}
