// flags: -std=c++20
template <typename T>
requires {
__device__ T twice(T v) { return v + v; }
