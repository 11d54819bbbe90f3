// flags: -std=c++17
// `if (c) return …;` at a function's end: EDG folds a constant condition, literal or not,
// and then sees no missing return; a condition that reads a parameter or calls a function
// that is not constexpr may be false.
constexpr bool kFast = true;
const int kOne = 1;
struct Tr { static constexpr bool value = true; };
int g0();
__device__ int a(int x) { if (!0) return x; }
__device__ int b(int x) { if (kFast) return x; }
__device__ int c(int x) { if (kOne) return x; }
__device__ int d(int x) { if (Tr::value) return x; }
__device__ int e(int x) { if (sizeof(int) == 4) return 2; }
__device__ int f(int x) { if (1 ? true : false) return x; }
__host__ __device__ int g(int x) { if (x) return 1; else if (sizeof(x)) return 2; }
__device__ int h(int x) { if (x > 0) return x; }
int i(int x) { if (g0()) return x; }
__global__ void k(int *o) { o[0] = a(1) + b(1) + c(1) + d(1) + e(1) + f(1) + g(1) + h(1); }
