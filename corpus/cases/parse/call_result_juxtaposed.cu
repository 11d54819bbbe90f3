__device__ int twice(int v) { return 2 * v; }

__device__ int quad(int v) {
  v = twice(v) 3;
  return v;
}
