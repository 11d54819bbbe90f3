namespace n { int hv; }
__device__ int d() { return n::hv + 1; }
