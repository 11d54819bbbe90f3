__device__ int f();
int f() { return 1; }
__device__ int d() { return f(); }
