static __global__ void k() {}
void h() { k<<<1, 1>>>(); }
