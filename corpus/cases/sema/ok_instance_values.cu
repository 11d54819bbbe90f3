// Value template parameters where nvcc is silent: host templates, an uninstantiated kernel
// template, `if constexpr` discarding the host call, and device-only callees.
int h();
__device__ int dv(int x) { return x + 1; }

template <int N> __global__ void k_device_only(int *p) { p[0] = dv(N); }
template <int N> __global__ void k_never_launched(int *p) { p[0] = h() + N; }
template <bool UseHost> __host__ __device__ int pick(int x) {
  if constexpr (UseHost) {
#ifndef __CUDA_ARCH__
    return h() + x;
#else
    return x;
#endif
  } else {
    return x * 2;
  }
}
template <int N> __global__ void k_pick(int *p) { p[0] = pick<false>(N); }
template <int N> int host_only(int x) { return h() * N + x; }
template <int N, typename T> void launch(T *p) { k_device_only<N><<<1, N>>>(p); }

void run(int *p) {
  constexpr int n = 64;
  k_device_only<n><<<1, 1>>>(p);
  k_pick<3><<<1, 1>>>(p);
  launch<128>(p);
  host_only<4>(n);
}
