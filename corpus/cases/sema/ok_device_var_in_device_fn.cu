__device__ int counter;
__device__ void inc() { counter++; atomicAdd(&counter, 1); }
