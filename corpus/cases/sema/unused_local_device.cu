__device__ int d() { const int lane = threadIdx.x % 32; return 1; }
