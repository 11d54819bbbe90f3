__global__ inline void k() {}
