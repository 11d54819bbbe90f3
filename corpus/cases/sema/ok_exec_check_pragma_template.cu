// A host-device function template calling a host function under
// `#pragma nv_exec_check_disable`, instantiated from host code only: nvcc is silent.
int host_only(int x) { return x + 1; }
#pragma nv_exec_check_disable
template <class T> __host__ __device__ T call(T x) { return host_only(x); }
int user(int x) { return call(x); }
