__device__ int dv;
__host__ __device__ int hd() { return dv; }
