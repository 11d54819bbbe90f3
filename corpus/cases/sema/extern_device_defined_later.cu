extern __device__ int ev;
__device__ int ev = 1;
