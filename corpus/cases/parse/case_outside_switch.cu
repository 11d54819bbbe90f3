__device__ int pick(int v) {
  int r = 0;
  case 1:
    r = v;
  return r;
}
