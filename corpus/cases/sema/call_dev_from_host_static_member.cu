struct S { __device__ static int m() { return 1; } };
int h() { return S::m(); }
