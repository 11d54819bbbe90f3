__global__ void k(__constant__ int *p) {}
