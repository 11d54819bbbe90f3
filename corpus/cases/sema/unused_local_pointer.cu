__device__ int d(int *p) { int *q = p; return 1; }
