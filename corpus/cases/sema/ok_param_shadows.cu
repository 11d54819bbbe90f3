int h();
__device__ int d(int h) { return h; }
