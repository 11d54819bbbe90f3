__device__ void f() { throw 1; }
__global__ void k() { f(); }
