void g();
__device__ int f(int x) { if (x) return 1; __trap(); }
