__device__ void d() { __shared__ int s = 1; (void)s; }
