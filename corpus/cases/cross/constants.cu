// Declares `counter` in another memory space than counter.cu.
__constant__ int counter;
__device__ float scale(float x) { return 2.0f * x; }
__global__ void read(int *out) { *out = counter; }
