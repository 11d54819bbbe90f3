__device__ int d() { int x __attribute__((unused)) = 1; return 1; }
