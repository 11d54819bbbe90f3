int h();
__host__ __device__ int hd() { return h() + h(); }
