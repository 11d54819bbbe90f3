// flags: -std=c++17
// A host member of a class template's instance called in a discarded `if constexpr` branch
// of a device function: nvcc is silent (cicc lowers no call in the branch).
template <class T> struct A { T get() const { return T(); } };
constexpr bool on_host = false;
__device__ float f(A<float> a) {
  if constexpr (on_host) {
    return a.get();
  }
  return 0.0f;
}
