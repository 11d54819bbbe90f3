__device__ unsigned long bytes() {
  return sizeof();
}
