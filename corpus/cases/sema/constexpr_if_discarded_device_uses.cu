// flags: -std=c++17
// What a discarded `if constexpr` branch reads, launches or configures is not emitted:
// no "undefined in device code", no launch or configuration errors.
#include <cstring>
constexpr bool on_device() {
#ifdef __CUDA_ARCH__
  return true;
#else
  return false;
#endif
}
__device__ float dev_table[4];
float host_table[4];
__host__ __device__ float lookup(int i) {
  if constexpr (on_device()) return dev_table[i];
  else return host_table[i];
}
constexpr int lut[4] = {1, 2, 3, 4};
__device__ int f(int i) {
  if constexpr (false) return lut[i];
  return 0;
}
__global__ void child() {}
__global__ void parent() {
  if constexpr (false) child<<<1, 1>>>();
}
__device__ int df() { return 1; }
int h() {
  if constexpr (false) df<<<1, 1>>>();
  return 0;
}
// EDG folds strlen of a literal.
__device__ size_t len = strlen("abc");
__global__ void k(float *o) { o[0] = lookup(1) + f(1); }
int main() { return (int)lookup(2) + h(); }
