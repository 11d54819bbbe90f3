float scale;
__global__ void k(float *p) { p[threadIdx.x] *= scale; }
