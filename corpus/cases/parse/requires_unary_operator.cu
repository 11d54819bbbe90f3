// flags: -std=c++20
template <typename T>
requires -1
__device__ T twice(T v) { return v + v; }
