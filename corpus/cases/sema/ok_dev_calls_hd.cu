__host__ __device__ int hd() { return 1; }
__device__ int d() { return hd(); }
__global__ void k(int *p) { *p = d() + hd(); }
int h() { return hd(); }
