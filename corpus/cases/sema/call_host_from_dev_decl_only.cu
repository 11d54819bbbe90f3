int h(float);
__device__ int d() { return h(1.0f); }
