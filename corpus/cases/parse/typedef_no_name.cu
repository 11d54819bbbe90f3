typedef unsigned long ulong_t;
typedef unsigned long *;
__device__ ulong_t zero() { return 0; }
