#include "common.cuh"

__global__ void fill(float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x
  if (i < n) y[i] = 0.0f;
}
