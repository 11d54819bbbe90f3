__global__ void k(float *out) { __shared__ float tile[16][16]; tile[threadIdx.y][threadIdx.x] = 1.0f; __syncthreads(); out[0] = tile[0][0]; }
