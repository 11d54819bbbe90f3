__device__ int load(const int *p) {
  int int x = p[0];
  return x;
}
