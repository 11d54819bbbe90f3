int f(int);
__device__ int f(float);
__global__ void k(int *p) { *p = f(1.0f); }
int h() { return f(1); }
