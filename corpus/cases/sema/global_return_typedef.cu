typedef int I;
__global__ I k() { return 0; }
