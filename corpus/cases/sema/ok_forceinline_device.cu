__forceinline__ __device__ int f() { return 1; }
__global__ void k(int *p) { *p = f(); }
