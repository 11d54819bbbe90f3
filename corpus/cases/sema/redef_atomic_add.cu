__device__ double atomicAdd(double *address, double val) { return *address + val; }
