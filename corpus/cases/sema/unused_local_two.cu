__device__ int d() { int a = 1, b = 2; return a; }
