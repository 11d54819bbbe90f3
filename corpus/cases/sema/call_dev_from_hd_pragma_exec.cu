__device__ int d();
#pragma nv_exec_check_disable
__host__ __device__ int hd() { return d(); }
