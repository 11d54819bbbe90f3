int h();
__host__ __device__ int hd() {
#ifdef __CUDA_ARCH__
  return 0;
#else
  return h();
#endif
}
