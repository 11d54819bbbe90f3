__device__ int clamp0(int v) {
  return v < 0 ? 0 v;
}
