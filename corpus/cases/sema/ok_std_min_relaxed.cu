// flags: --expt-relaxed-constexpr
#include <algorithm>
__device__ int d(int a, int b) { return std::min(a, b); }
