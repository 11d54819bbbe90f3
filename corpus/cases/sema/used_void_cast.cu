__device__ void d() { int x = 2; (void)x; }
