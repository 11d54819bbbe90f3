int h(int x) { return x; }
__device__ int d() { return h(1); }
