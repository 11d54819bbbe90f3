// Members overloaded on parameter types where device code calls the device overload, and
// host code the host one: nvcc is silent.
struct S {
  int h(int x) { return x; }
  __device__ int h(float x) { return static_cast<int>(x); }
};
__global__ void k(S s, int *out, float f) { out[0] = s.h(f) + s.h(1.0f); }
int host(S s) { return s.h(2); }
