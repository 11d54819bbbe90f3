__host__ int hostf() { return 1; }
__host__ __device__ int hd() { return hostf(); }
