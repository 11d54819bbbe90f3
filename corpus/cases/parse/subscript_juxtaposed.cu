__device__ int at(const int *p, int i, int j) {
  return p[i j];
}
