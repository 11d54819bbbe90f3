__device__ int absval(int v) {
  if v < 0) v = -v;
  return v;
}
