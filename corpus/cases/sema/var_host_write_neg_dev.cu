int hv;
__device__ void d(int x) { hv = -x; }
