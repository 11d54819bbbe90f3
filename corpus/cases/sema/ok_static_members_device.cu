// Static member functions and static constexpr data members of classes used in device
// code where they are allowed: nvcc is silent.
struct M {
  static constexpr int n = 8;
  __host__ __device__ static int twice(int x) { return 2 * x; }
};
__global__ void k(int *out) { out[0] = M::twice(M::n); }
