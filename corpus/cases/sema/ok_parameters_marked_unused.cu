// Parameters never named, unnamed, or named only in `sizeof`: nvcc is silent.
__device__ int f1(int) { return 0; }
__device__ int f2(int x) { return sizeof(x); }
__global__ void k(int n, float *unused) {}
__host__ __device__ int f3(int x, int y) { return x; }
