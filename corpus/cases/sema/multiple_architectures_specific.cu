// flags: -arch=sm_90a
// `-arch=sm_90a` compiles compute_90 and then compute_90a: two device passes, the second
// with `__CUDA_ARCH_FEAT_SM90_ALL` and `__CUDA_ARCH_SPECIFIC__` defined.
void host_fn() {}

__device__ int dev() {
#ifdef __CUDA_ARCH_FEAT_SM90_ALL
  host_fn();
#endif
  return 0;
}

__global__ void kernel() {
  int unused;
#if defined(__CUDA_ARCH_SPECIFIC__)
  int unused_specific;
#endif
}
