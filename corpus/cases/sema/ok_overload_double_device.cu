int h(int);
__device__ int h(double);
__device__ int d() { return h(2.0); }
