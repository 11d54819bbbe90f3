__device__ int limit = 1 2;
