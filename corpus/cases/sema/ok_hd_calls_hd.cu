// Host-device functions calling host-device functions, templates and constexpr functions
// with --expt-relaxed-constexpr not needed: nvcc is silent.
__host__ __device__ inline int sq(int x) { return x * x; }
template <class T> __host__ __device__ T cube(T x) { return x * sq(static_cast<int>(x)); }
__host__ __device__ int both(int x) { return cube(x) + sq(x); }
__global__ void k(int *p) { p[0] = both(p[1]); }
int host(int x) { return both(x); }
