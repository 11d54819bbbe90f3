// flags: -Xcudafe --diag_remark=177 -Xcudafe --diag_remark=63
// -Xcudafe's --diag_remark drops the diagnostics on both passes (the device pass's too);
// #550 is still printed.
__device__ void f() { int unused_local; int only_set = 1; only_set = 2; }
__global__ void k() { f(); }
__host__ __device__ int shift(int a) { return a << 40; }
