// Member functions of class templates' instances called from device code where they run
// there: host-device and device members, a host member called from host code, a host
// member named in an unevaluated operand: nvcc is silent.
template <class T, int N> struct V {
  __host__ __device__ T at(int i) const { return T(i * N); }
  __device__ void put(T *p) const { *p = T(N); }
  T host_only() const { return T(); }
};
__device__ float d(const V<float, 2> &v, float *p) { v.put(p); return v.at(1) + sizeof(v.host_only()); }
__global__ void k(V<int, 3> v, int *out) { out[0] = v.at(2); }
float h(V<float, 1> v) { return v.host_only() + v.at(0); }
