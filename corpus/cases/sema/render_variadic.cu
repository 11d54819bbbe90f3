__device__ int d(int, ...);
int h() { return d(1, 2); }
