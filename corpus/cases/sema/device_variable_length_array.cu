// flags: -arch=sm_80
// A GNU variable-length array (its bound names a parameter, even a const one) has no
// constant bound in device code: the device pass says so at the bound's first token, also
// in host-device functions; host code is left alone, and so are templates nothing
// instantiates. cufront leaves `__shared__` ones (a host-pass error of their own) alone.
__device__ void d1(int n) { int a[n]; (void)a; }
__device__ void d2(int n) { int a[2 * n]; (void)a; }
__device__ void d3(int n) { int a[n + 1][4]; (void)a; }
__host__ __device__ void hd(int n) { float a[n]; (void)a; }
void h(int n) { int a[n]; (void)a; }
template <class T> __device__ void t(int n) { T a[n]; (void)a; }
__device__ void d4(const int n) { int a[n]; (void)a; }
__device__ void d5(int n) { const int m = 4; int a[m]; a[0] = n; (void)a; }
