__device__ int d(int);
__device__ int d(float);
int h(float x) {
  int a = d(x);
  return a + d(2.5f);
}
