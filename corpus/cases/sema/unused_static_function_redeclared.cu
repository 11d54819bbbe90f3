// An internal function declared more than once and never referenced: cicc's #177 stands at
// its definition, wherever the `static` is, or at its first declaration when it has none.
static __device__ int a(int i);
__device__ int a(int i) { return i; }
static __device__ int b(int i) { return i; }
static __device__ int b(int i);
static __device__ int c(int i);
static __device__ int c(int i);
static int d(int);
int d(int i) { return i; }
static __device__ int e(int i);
__device__ int e(int i) { return i; }
__global__ void k(int *o) { o[0] = e(1); }
