__device__ int d() { return 1; }
__global__ void k(int *p) { auto l = [] { return d(); }; *p = l(); }
