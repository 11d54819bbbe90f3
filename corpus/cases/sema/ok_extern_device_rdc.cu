// flags: -rdc=true
extern __device__ int ev;
__global__ void k(int *p) { p[0] = ev; }
