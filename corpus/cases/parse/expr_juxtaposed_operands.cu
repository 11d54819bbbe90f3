__device__ void scale(int a, int b) {
  a = a b;
}
