struct S { __device__ int f() const { return 1; } };
__global__ void k(int *p) { S s; *p = s.f(); }
