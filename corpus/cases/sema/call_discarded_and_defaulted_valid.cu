// flags: -std=c++20
// Valid calls nvcc does not check: a call in a discarded `if constexpr` branch (nothing there
// is emitted), in any function, template or not; a member comparison defaulted on its first
// declaration (as the implicit one, both sides) called from device code.
int h(int x) { return x; }
__device__ int d(int x) { return x; }
constexpr int cf(int x) { return x; }
__host__ __device__ int hd(int x) {
  if constexpr (false) return h(x);
  return x;
}
int hostf(int x) {
  if constexpr (false) return d(x);
  return x;
}
__global__ void k(int *p) {
  if constexpr (false) p[0] = h(1);
}
template <typename T> int ht(T x) {
  if constexpr (false) return d(1);
  if constexpr (sizeof(T) == 64) return d(2);
  return x;
}
__device__ int g(int x) {
  if constexpr (true) return x;
  else return cf(x);
}
struct P { int a; bool operator==(const P &) const = default; };
__device__ bool f(P x, P y) { return x == y && y == x; }
struct Q { int a; bool operator==(const Q &) const = default; bool operator!=(const Q &) const = default; };
__host__ __device__ bool hq(Q x, Q y) { return x != y; }
int main() { return ht(1); }
