__global__ void k(float *p) { extern __shared__ float buf[]; buf[threadIdx.x] = p[0]; p[1] = buf[0]; }
