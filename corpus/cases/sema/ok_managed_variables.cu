// A __managed__ variable read and written from host and device code: nvcc is silent.
__managed__ int counter;
__global__ void bump() { atomicAdd(&counter, 1); }
int host() { counter = 0; bump<<<1, 1>>>(); cudaDeviceSynchronize(); return counter; }
