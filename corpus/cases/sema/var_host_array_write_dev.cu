int ha[4];
__device__ void d() { ha[1] = 3; }
