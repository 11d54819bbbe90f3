// Static member functions of class templates called from device code where they are
// device or host-device functions: nvcc is silent.
template <class T> struct Traits {
  __host__ __device__ static T zero() { return T(0); }
  __device__ static T one() { return T(1); }
};
__global__ void k(float *out) { out[0] = Traits<float>::zero() + Traits<float>::one(); }
