__device__ int halve_to_one(int v) {
  while (v > 1
    v /= 2;
  return v;
}
