// Class templates with default arguments and their device members used from device code:
// nvcc is silent.
template <class T, int N = 4> struct Buf {
  T data[N];
  __device__ T sum() const { T s = T(); for (int i = 0; i < N; ++i) s += data[i]; return s; }
};
__global__ void k(Buf<float> b, float *out) { *out = b.sum(); }
__global__ void k2(Buf<int, 2> b, int *out) { *out = b.sum(); }
