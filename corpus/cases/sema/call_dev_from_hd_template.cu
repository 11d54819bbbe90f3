__device__ int d() { return 1; }
template <class T> __host__ __device__ int hd(T) { return d(); }
__global__ void k(int *p) { *p = hd(1); }
