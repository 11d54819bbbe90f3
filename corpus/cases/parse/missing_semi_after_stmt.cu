__global__ void fill(int *out) {
  int i = threadIdx.x;
  out[i] = i }
