__device__ int find(int v) {
  if (v < 0)
    goto;
  return v;
}
