int f();
__device__ int f() { return 1; }
