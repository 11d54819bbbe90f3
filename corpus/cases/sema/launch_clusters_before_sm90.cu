// flags: -arch=sm_80
// Before sm_90 there are no thread block clusters: the device pass refuses a third launch
// bound (even 0, even a template parameter) and `__cluster_dims__`, at the attribute's word;
// the host pass says nothing.
__global__ void __launch_bounds__(64, 2, 0) k1() {}
__global__ void __launch_bounds__(64, 2, 1) k2();
template <int N> __global__ void __launch_bounds__(64, 2, N) k3() {}
__global__ void __cluster_dims__(1) k4() {}
__global__ void __launch_bounds__(64, 2) k5() {}
__launch_bounds__(64, 2, 2) __device__ void d() {}
