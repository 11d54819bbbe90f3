struct S { int m(); };
__device__ int d(S *s) { return s->m(); }
