__device__ int dv;
__constant__ int cv;
__global__ void k(int *p) { *p = dv + cv; dv = 2; }
