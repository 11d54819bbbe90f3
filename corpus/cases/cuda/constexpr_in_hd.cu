constexpr int g() { return 1; }
__host__ __device__ int hd() { return g(); }
