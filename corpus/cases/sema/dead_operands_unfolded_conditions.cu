// flags: -std=c++17
// A condition that is a constant cufront does not fold may leave either operand dead:
// nvcc says nothing of the dead one. A condition that reads a parameter is no constant.
#include <type_traits>
enum class E { A = 1 };
__device__ int f(int x, unsigned u) {
  int r = sizeof(int) == 4 ? x : x / 0;
  r += std::is_same<int, int>::value ? x : x / 0;
  r += (bool)2 ? x : x / 0;
  r += noexcept(x) ? x : x / 0;
  r += std::is_integral_v<int> ? x : x % 0;
  r += sizeof(int) ? x : x >> 40;
  r += (int)E::A ? x : x / 0;
  r += sizeof(int) == 4 || x / 0;
  r += sizeof(int) == 8 && u < 0;
  r += x > 0 ? x : x / 0;
  r += x || x / 0;
  return r;
}
__global__ void k(int *o) { o[0] = f(o[1], 2u); }
