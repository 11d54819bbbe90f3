__global__ void k(int *p) { atomicAdd(p, 1); __syncthreads(); }
