__device__ int f(int x) { x = x + 1; }
