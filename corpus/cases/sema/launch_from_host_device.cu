// A kernel launched from a host-device function needs separate compilation on the device
// pass (EC3607), as from device code, whatever the exec-check pragmas; under
// `#ifndef __CUDA_ARCH__` the device pass does not see it. A device function launched from
// host code is also called from it (EC3591 beside the launch's EC3635), and a function
// template launched by its name alone is refused as its instances would be.
__global__ void k() {}
__device__ void dw() {}
__host__ __device__ void hd1() { k<<<1, 1>>>(); }
__host__ __device__ void hd2() {
#ifndef __CUDA_ARCH__
  k<<<1, 1>>>();
#endif
}
#pragma nv_exec_check_disable
__host__ __device__ void hd3() { k<<<1, 1>>>(); }
#pragma hd_warning_disable
__host__ __device__ void hd4() { k<<<1, 1>>>(); }
void h1() { dw<<<1, 1>>>(); }
template <class T> void t(T) {}
void h2() { t<<<1, 1>>>(1); }
