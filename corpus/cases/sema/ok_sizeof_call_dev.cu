__device__ int d();
unsigned long h() { return sizeof(d()); }
