// flags: -std=c++17
// A call in an `if constexpr` branch that is discarded instantiates nothing.
int hostf(int x) { return x; }
template <class T> __device__ T dev(T t) { return hostf(t); }
template <class T> __device__ int g(T t) {
  if constexpr (sizeof(T) > 100) return dev(t);
  else return 0;
}
__device__ int h() { return g(1); }
