struct S { __device__ static int f() { return 1; } };
__global__ void k(int *p) { *p = S::f(); }
