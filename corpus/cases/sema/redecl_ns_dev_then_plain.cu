namespace n { __device__ int f(); }
int n::f() { return 1; }
