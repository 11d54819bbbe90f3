__device__ void f(__grid_constant__ const int x) {}
