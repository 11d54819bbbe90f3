#include <cstddef>
__device__ void d(std::size_t n, size_t m);
void h() { d(1, 2); }
