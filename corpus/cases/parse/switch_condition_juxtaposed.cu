__device__ int pick(int a, int b) {
  switch (a b) {
  default:
    return a;
  }
}
