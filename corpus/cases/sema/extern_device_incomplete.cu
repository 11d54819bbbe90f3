// No #20044 for an extern device variable of an incomplete type (an array without its
// bound, a class only declared); a complete one still gets it.
extern __device__ float a[];
extern __constant__ int c[];
struct F;
extern __device__ F f;
__device__ float g() { return a[0] + c[1]; }
__device__ F* h() { return &f; }
extern __device__ float b4[4];
__device__ float k4() { return b4[0]; }
