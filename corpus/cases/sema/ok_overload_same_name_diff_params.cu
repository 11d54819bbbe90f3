__device__ int f(int x) { return x; }
__device__ int f(float x) { return 2; }
