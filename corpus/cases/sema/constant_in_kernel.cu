__global__ void k() { __constant__ int c; (void)c; }
