__device__ int d();
int h() { auto p = &d; return p != 0; }
