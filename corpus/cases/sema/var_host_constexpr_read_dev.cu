constexpr int hc = 4;
__device__ int d() { return hc; }
