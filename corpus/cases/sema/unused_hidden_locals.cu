// Locals hidden by another of their name (an inner block's, a for-init's, a lambda's
// parameter, a static one): #177 or #550 as for any local when the hidden one's only
// occurrences are the other's; a capture or a later use names the hidden one.
__device__ int g(int);
__device__ int a1() { int v = 1; { int v = 2; return v; } }
__device__ int a2() { int v = 1; { int v = 2; g(v); } return v; }
__device__ int a3() { int v = 1; auto l = [](int v) { return v; }; return l(2); }
__device__ int a4() { int v = 1; auto l = [v](int w) { return v + w; }; return l(2); }
__device__ int a5(int n) { int s = 0; for (int s = 0; s < n; ++s) g(s); return 0; }
__device__ int a6() { int x; { int x = 3; g(x); } x = 2; return 0; }
__device__ int a8() { int z = 1; struct L { int z; }; L l{2}; return l.z; }
__device__ int a9() { int w = 1; { static int w = 2; g(w); } return 0; }
__device__ int a10() { int u = 1; { int u = 2; { int u = 3; g(u); } } return 0; }
__device__ int a11() { int t = 1; if (int t = g(1)) { return t; } return 0; }
int h1() { int v = 1; { int v = 2; return v; } }
__global__ void k() { a1(); a2(); a3(); a4(); a5(3); a6(); a8(); a9(); a10(); a11(); }
