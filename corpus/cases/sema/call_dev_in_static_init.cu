__device__ int d();
int x = d();
