__device__ int inc() {
  return 1 +;
}
