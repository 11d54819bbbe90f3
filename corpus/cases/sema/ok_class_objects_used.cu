// Objects of classes that are read after being set, or made by user-provided constructors:
// nvcc is silent.
struct Agg { int a; float b; };
struct HD { int v; __host__ __device__ HD(int x) : v(x) {} };
__device__ float f1(Agg x) { Agg a = x; return a.b; }
__device__ int f2(int i) { HD h(i); return h.v; }
__device__ int f3(Agg *p) { Agg a = *p; a.a += 1; return a.a; }
__device__ void f4(Agg *out, int i) { Agg a = {i, 1.0f}; *out = a; }
__device__ int f5(int i) { HD h = i; (void)h; return i; }
