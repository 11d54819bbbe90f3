struct S { int m() { return 1; } };
__device__ int d(S &s) { return s.m(); }
