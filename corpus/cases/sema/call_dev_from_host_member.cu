struct S { __device__ int m() { return 1; } };
int h(S &s) { return s.m(); }
