__device__ int f();
int f() { return 1; }
int h() { return f(); }
