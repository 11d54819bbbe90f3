int v;
__device__ int d() { int v = 2; return v; }
