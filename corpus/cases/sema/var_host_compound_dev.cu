int hv;
__device__ void d() { hv += 2; }
