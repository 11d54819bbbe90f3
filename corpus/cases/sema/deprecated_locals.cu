// flags: -arch=sm_80 -std=c++17
// Deprecated locals used in device code: #1215 (#1444 with a message) on the device pass,
// named as written; not in host code; a local of the same name in another scope is another.
__device__ int a() { [[deprecated]] int x = 1; return x + x; }
__device__ int b() { [[deprecated("old")]] static int s = 2; return s; }
__host__ __device__ int c() { __attribute__((deprecated)) int y = 3; int z = y; return z; }
int h() { [[deprecated]] int w = 4; return w; }
__device__ int d() { [[deprecated]] int v = 5; { int v = 6; return v; } }
__device__ int e() { [[deprecated]] int u = 7; auto l = [&] { return u; }; return l(); }
__device__ int f() { [[deprecated]] int q = 8; return sizeof(q); }
__global__ void k() { a(); b(); c(); d(); e(); f(); }
