// flags: -arch=sm_80
__global__ void k(double *p) { atomicAdd(p, 1.0); }
