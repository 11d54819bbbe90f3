__device__ int d() { return 1; }
__host__ __device__ int hd() { return d(); }
