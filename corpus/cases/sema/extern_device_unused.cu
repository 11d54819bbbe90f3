extern __device__ int ev;
