// A parameter assigned and never read draws #550 "parameter … was set but never used" on
// the device pass, in host functions too: a plain `x = …` or a field's `s.a = …` (whatever
// the class's destructor), with or without discards after it. `(void)x` alone sets nothing,
// `x += 1` and `x++` read, a reference's assignment writes elsewhere, an array parameter's
// element is not the parameter, and `[[maybe_unused]]` keeps nvcc quiet.
struct A { int a; };
struct Dt { int v; __device__ ~Dt() {} };
__device__ void p1(int x) { (void)x; }
__device__ void p2(int x) { x = 1; }
__device__ void p3(int x) { x = 1; (void)x; }
__device__ void p4(int x) { x++; }
__device__ void p5(int x) { x += 2; }
__device__ void p6(int *x) { x = 0; }
__device__ void p7(int x[4]) { x[0] = 1; }
__device__ void p8(A x) { x.a = 1; }
__device__ void p9(A x) { (void)x; }
__device__ int p10(int x) { if (x) return 1; x = 2; return 0; }
void h1(int x) { x = 1; }
__device__ void p11(int &x) { x = 1; }
__global__ void p12(int x) { x = 1; }
__host__ __device__ void p13(int x, float y) { x = 1; y = 2.0f; }
__device__ void p14(int x);
__device__ void p14(int x) { x = 1; }
__device__ void p15(int) {}
__device__ void p16(const int x) { (void)x; }
__device__ auto l = [](int x) { x = 1; };
__device__ void p17(Dt d) { d.v = 1; }
__device__ void p18([[maybe_unused]] int x) { x = 1; }
__device__ int p19(int x) { x = x + 1; return 0; }
__device__ void p20(int x) { int x2 = x; x = 3; (void)x2; }
