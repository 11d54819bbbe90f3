// flags: -rdc=true
__global__ void k2() {}
__global__ void k() { k2<<<1, 1>>>(); }
