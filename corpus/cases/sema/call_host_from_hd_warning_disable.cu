int h();
#pragma hd_warning_disable
__host__ __device__ int hd() { return h(); }
__host__ __device__ int hd2() { return h(); }
