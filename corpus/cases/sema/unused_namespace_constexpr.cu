constexpr int UNUSED_N = 4;
__global__ void k(int *p) { p[0] = 1; }
