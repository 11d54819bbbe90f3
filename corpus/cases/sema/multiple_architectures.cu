// flags: -gencode arch=compute_75,code=sm_75 -gencode arch=compute_80,code=sm_80 -gencode arch=compute_86,code=sm_86
// Three virtual architectures: nvcc runs cicc once each, in -gencode's order. A warning every
// device pass finds is printed once per pass; what `__CUDA_ARCH__` selects is reported only
// by the passes that see it; nvcc stops after the first pass with an error (compute_80),
// so compute_86's diagnostics are the oracle's alone (it runs every pass).
void host_fn() {}

__device__ int dev() {
#if __CUDA_ARCH__ >= 800
  host_fn();
#endif
  return 0;
}

__global__ void kernel() { int unused; }

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#warning "built for sm_80 and later"
#endif

__host__ __device__ int both() {
  host_fn();
  return 1;
}

int missing(int x) {
  if (x)
    return 1;
}
