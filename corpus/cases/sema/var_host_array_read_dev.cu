int ha[4];
__device__ int d(int i) { return ha[i] * 2; }
