int h();
#pragma nv_exec_check_disable
__device__ int d() { return h(); }
