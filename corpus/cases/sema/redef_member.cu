struct S { __device__ int f() { return 1; } };
__device__ int S::f() { return 2; }
