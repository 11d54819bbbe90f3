namespace n { int h(); }
__device__ int d() { return n::h(); }
