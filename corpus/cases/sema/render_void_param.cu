__device__ int d(void);
int h() { return d(); }
