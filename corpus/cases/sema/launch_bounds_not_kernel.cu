// flags: -arch=sm_80
// `__launch_bounds__` and `__maxnreg__` belong on `__global__` functions that are not
// members: both passes say so at the function's name, also for declarations and templates
// nothing instantiates; a member gets a second error at the attribute's word. A kernel
// redeclared without `__global__` gets the redeclaration's error instead.
__launch_bounds__(128) __device__ void lb() {}
__host__ __device__ __launch_bounds__(128) void lb_declared();
__launch_bounds__(128) void lb_host() {}
template <class T> __launch_bounds__(256) __device__ void lb_template(T) {}
struct S { __launch_bounds__(64) __device__ void m(); };
template <class T> struct TS { static void __launch_bounds__(32) n(); };
__maxnreg__(32) __device__ void mr() {}
__launch_bounds__(32)
__device__ int
  lb_lines(int x) { return x; }
__global__ void k();
__launch_bounds__(64) void k() {}
