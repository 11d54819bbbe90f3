__device__ int d() { return 1; }
int h() {
  int a = d();
  return a + d();
}
