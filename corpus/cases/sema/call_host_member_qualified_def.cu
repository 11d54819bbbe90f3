int h();
struct S { __device__ int f(); };
__device__ int S::f() { return h(); }
