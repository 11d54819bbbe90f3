__global__ void k(int *p) { __shared__ int s[32]; s[threadIdx.x] = p[0]; __syncthreads(); p[1] = s[0]; }
