// flags: -std=c++17
// A function template called only in the discarded branch of an `if constexpr` in a
// non-template kernel is not instantiated: nvcc says nothing of its unused local. Called in
// the branch kept, or outside any `if constexpr`, it is, and cicc reports #177 there.
template <typename T> __device__ T t_false(T x) { int unused_a; return x; }
template <typename T> __device__ T t_else(T x) { int unused_b; return x; }
template <typename T> __device__ T t_kept(T x) { int unused_c; return x; }
template <typename T> __device__ T t_plain(T x) { int unused_d; return x; }
__global__ void k(int* p) {
  if constexpr (false) { p[1] = t_false(3); }
  if constexpr (true) { p[2] = 1; } else { p[2] = t_else(3); }
  if constexpr (true) { p[3] = t_kept(3); }
  p[4] = t_plain(4);
}
