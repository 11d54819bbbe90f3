struct S { __device__ int f(); };
int S::f() { return 1; }
