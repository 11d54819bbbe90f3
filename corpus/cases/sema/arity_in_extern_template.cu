// A call with too few arguments in a template's body is cicc's error per instance: none
// where `extern template` leaves the instance to another unit.
__device__ int two(int a, int b) { return a + b; }
template <class T> __device__ T f(T x) { return two(x); }
extern template __device__ int f<int>(int);
__global__ void k(int *p) { p[0] = f(1); }
