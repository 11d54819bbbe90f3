// What the exec-check pragmas silence: calls only, by the caller's space and the pragma.
int h();
int hv;
__device__ int dd(int);
__device__ int de(float);
__device__ int dv;
#pragma nv_exec_check_disable
__global__ void k1(int *p) { p[0] = h(); }
#pragma hd_warning_disable
__device__ int d1() { return h(); }
#pragma nv_exec_check_disable
__device__ int d2() { return h() + hv; }
#pragma nv_exec_check_disable
__host__ __device__ int hd1() { return h() + dd(1) + hv + dv; }
#pragma hd_warning_disable
__host__ __device__ int hd2() { return h() + dd(2) + hv + dv; }
#pragma hd_warning_disable
#pragma nv_exec_check_disable
__host__ __device__ int hd3() { return h() + dd(3); }
#pragma nv_exec_check_disable
int host1() { return dd(4) + dv; }
#pragma hd_warning_disable
int host2() { return de(1.0f); }
int host3() { return de(2.0f) + dd(5); }
#pragma nv_exec_check_disable
__device__ int d3();
__device__ int d3() { return h(); }
#pragma nv_exec_check_disable
template <typename T> __device__ int td(T x) { return h(); }
#pragma hd_warning_disable
template <typename T> __host__ __device__ int thd(T x) { return h(); }
#pragma nv_exec_check_disable
template <typename T> __global__ void tk(T x) { h(); }
__global__ void use(int x) { td(x); thd(x); }
void run() { tk<<<1, 1>>>(3); }
