__device__ int sign(int v) {
  int s = 1;
  s = v;
  else s = -1;
  return s;
}
