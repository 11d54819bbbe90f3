__device__ int f(int x) { if (x) return 1; else return 2; }
