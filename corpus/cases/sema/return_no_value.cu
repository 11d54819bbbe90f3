__device__ int f(int x) { if (x) return; return 1; }
