typedef void V;
__global__ V k() {}
