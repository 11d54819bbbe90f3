__device__ int d() { static int s = 0; return 1; }
