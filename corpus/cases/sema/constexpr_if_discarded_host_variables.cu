// flags: -std=c++17
// cicc's front end checks both branches of an `if constexpr` in a function that is no
// template's: host variables used in a discarded branch draw #20094/#20095 all the same
// (only lowering's "undefined in device code" goes with the branch). Its condition is always
// evaluated: a constexpr host function called there is reported. A discarded call of one,
// and what a template's discarded branch holds, are not.
constexpr int pick(int x) { return x; }
int hv;
__device__ void writes() {
  if constexpr (false) hv = 1;
  if constexpr (true) {
  } else {
    hv = 2;
  }
}
__device__ int reads() {
  if constexpr (false) return hv;
  return 0;
}
__device__ int condition() {
  if constexpr (pick(1) == 1) return 1;
  return 0;
}
__host__ __device__ int condition_hd() {
  if constexpr (pick(0)) return 1;
  return 0;
}
__device__ int discarded_call(int i) {
  if constexpr (false) return pick(i);
  return 0;
}
template <class T> __device__ T in_template() {
  if constexpr (sizeof(T) == 1) return hv;
  return 0;
}
__global__ void k(int *o) { *o = in_template<int>(); }
