__device__ int f(int x) { while (true) { if (x) return 1; } }
