__device__ int d() { [[maybe_unused]] int x = 1; return 1; }
