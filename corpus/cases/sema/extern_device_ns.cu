namespace n { extern __device__ int ev; }
