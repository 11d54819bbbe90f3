// flags: -arch=sm_90
// Launch bounds, register limits and clusters on kernels, on a GPU with clusters (sm_90):
// nothing to say, whatever the form.
template <int N> struct P { static constexpr int v = N; };
__global__ void __launch_bounds__(64, 2, 1) k1() {}
__global__ void __launch_bounds__(P<64>::v, 1) k2() {}
template <int N> __global__ void __launch_bounds__(64, 2, N) k3() {}
__global__ void __cluster_dims__(2, 1, 1) k4() {}
__global__ void __maxnreg__(32) k5() {}
__global__ void __launch_bounds__(64) __launch_bounds__(32) k6() {}
__launch_bounds__(128) __global__ void k7(int *p) { p[0] = 1; }
void launch() { k1<<<1, 64>>>(); k3<2><<<1, 64>>>(); k4<<<2, 1>>>(); }
