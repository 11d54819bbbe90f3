__global__ void k2() {}
__device__ void d() { k2<<<1, 1>>>(); }
