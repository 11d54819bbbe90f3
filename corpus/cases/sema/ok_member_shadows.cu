int g();
struct S { __device__ int g() { return 1; } __device__ int f() { return g(); } };
