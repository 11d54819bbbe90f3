// flags: -arch=all-major
// `-arch=all-major`: a device pass per major architecture (compute_75, 80, 90, 100, 110,
// 120), each reporting the warnings it finds; a `#warning` under an architecture test in
// the passes that reach it (g++'s, no architecture named); warnings alone, so every pass
// runs.
__global__ void kernel() {
  int unused;
#if __CUDA_ARCH__ >= 1000
  int unused_blackwell;
#endif
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1100
#warning "sm_110 and later"
#endif
