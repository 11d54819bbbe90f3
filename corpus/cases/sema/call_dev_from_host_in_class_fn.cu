__device__ int d() { return 1; }
struct S { int f() { return d(); } };
