__device__ int d() { int x; return sizeof(x); }
