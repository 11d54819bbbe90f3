// flags: -std=c++17
// EDG folds a condition whose runtime part it never needs (`1 || k`, `(k, true)`,
// `1 ? true : k`), an address (`&g != nullptr`), a static member read through an object
// and a constexpr member function's call; cufront leaves them undecided. A condition
// that reads a parameter first still warns.
#include <cuda/std/array>
#include <type_traits>
#define USE_FAST_PATH 1
struct Params { static constexpr bool kSplit = true; __device__ static constexpr int width() { return 8; } int n; };
std::add_const_t<bool> kOn = true;
__device__ int g;
__device__ int a(int k) { if (USE_FAST_PATH || k > 4) return 1; }
__device__ int b(int k) { if ((k, true)) return 1; }
__device__ int c(int k) { if (1 ? true : k) return 1; }
__device__ int d(int k) { if (&g != nullptr) return k; }
__device__ int e(Params p) { if (p.kSplit) return p.n; }
__device__ int f(const Params *p) { if (p->width() == 8) return p->n; }
__device__ int h(int k) { if (kOn) return k; }
__device__ int w(int k) { if (k > 4 || USE_FAST_PATH) return 1; }
__device__ int x(Params p) { if (p.n) return 1; }
__global__ void k(int *o, unsigned u, int n, Params p, cuda::std::array<int, 4> arr) {
  o[0] = (USE_FAST_PATH || n) ? 1 : (u >= 0);
  o[1] = (USE_FAST_PATH || n) ? 0 : 1 << 40;
  o[2] = (n, false) && (u < 0);
  o[3] = (&g == nullptr) && (u < 0);
  o[4] = p.kSplit ? 1 : (u >= 0);
  o[5] = arr.size() == 4 ? 1 : (u >= 0);
  o[6] = a(1) + b(1) + c(1) + d(1) + e(p) + f(&p) + h(1) + w(1) + x(p);
}
