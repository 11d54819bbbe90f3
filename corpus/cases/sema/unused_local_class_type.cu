struct S { int v; };
__device__ int d() { S s; return 1; }
