int h();
#pragma nv_exec_check_disable
__host__ __device__ int hd() { return h(); }
