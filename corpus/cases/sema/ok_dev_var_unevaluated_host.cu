__device__ int dv;
unsigned long h() { return sizeof(dv) + alignof(decltype(dv)); }
