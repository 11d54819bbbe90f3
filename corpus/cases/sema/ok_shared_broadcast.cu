__global__ void k(float *p) { __shared__ float s; if (threadIdx.x == 0) s = p[0]; __syncthreads(); p[threadIdx.x] = s; }
