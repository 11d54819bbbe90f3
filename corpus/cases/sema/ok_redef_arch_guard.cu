#ifdef __CUDA_ARCH__
__device__ int f() { return 1; }
#else
int f() { return 2; }
#endif
