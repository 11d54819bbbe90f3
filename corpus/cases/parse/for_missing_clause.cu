__global__ void scan(int *a, int n) {
  for (int i = 0; i < n) {
    a[i] += 1;
  }
}
