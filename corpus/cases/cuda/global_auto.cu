__global__ auto k() {}
