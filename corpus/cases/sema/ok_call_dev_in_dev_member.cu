__device__ int d();
struct S { __device__ int f() { return d(); } };
