__global__ void k() { static __constant__ int c = 1; (void)c; }
