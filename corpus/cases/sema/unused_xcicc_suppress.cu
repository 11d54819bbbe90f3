// flags: -Xcicc --diag_suppress=177 -Xcicc --diag_error=63
// -Xcicc reaches the device pass (cicc) alone: #177 is gone there, and #63 is an error
// there while the host pass still warns of it.
__device__ void f() { int unused_local; }
__global__ void k() { f(); }
__host__ __device__ int shift(int a) { return a << 40; }
