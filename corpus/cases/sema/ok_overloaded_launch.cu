// A kernel overloaded with a host function of the same name, launched with arguments that
// choose the kernel: nvcc is silent.
__global__ void k(int *p) { p[0] = 1; }
void k(float) {}
void host(int *p) { k<<<1, 1>>>(p); k(1.0f); }
