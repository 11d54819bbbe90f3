// A host constant's value is usable in device code, its object is not: cicc reports an
// element of a constexpr or const array read (`ca[0]`, in a function it emits) and a
// constant's address taken as undefined in device code, with no #20094. A variable's
// initializer, `if constexpr`, `static_assert`, a case label or `sizeof` fold into values.
constexpr int ca[4] = {1, 2, 3, 4};
const float kf[2] = {1.0f, 2.0f};
constexpr int cs = 3;
namespace n { constexpr int na[2] = {5, 6}; }
__device__ int f(int v) { return v; }
__device__ int d1(int i) { return ca[i] + ca[0]; }
__device__ float d2(int i) { return kf[i]; }
__device__ const int *d3() { return &cs; }
__device__ int d4(int x) { if (x == n::na[1]) return f(ca[1]); return 0; }
__host__ __device__ int d5(int x) { int y = 0; y = ca[x]; return y; }
__global__ void k(int *o, int x) { o[0] = f(ca[x]); }
__device__ int e1() { int v = ca[1]; const int w = ca[2]; return v + w; }
__device__ int e2() { if constexpr (ca[1] == 2) return 1; return 0; }
__device__ int e3(int x) { switch (x) { case ca[1]: return 1; } return 0; }
__device__ int e4() { static_assert(ca[0] == 1, ""); return sizeof(ca[0]) + *ca; }
static __device__ int e5(int i) { return ca[i]; }
__device__ int e6() { constexpr int v = cs; return v + cs; }
