__device__ int d(int);
__device__ int d(float);
int h(float x) { return d(x); }
int g() { return d(2.5f); }
