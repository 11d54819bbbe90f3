template <class T> __device__ int f(int) { return 1; }
__device__ int f(int) { return 2; }
__global__ void k(int *p) { *p = f(1) + f<float>(1); }
