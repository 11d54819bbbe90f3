void f() { __device__ int d; (void)d; }
