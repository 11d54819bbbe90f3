__device__ int d(float);
int h() { return d(1); }
__device__ int d(int);
