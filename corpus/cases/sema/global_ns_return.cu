namespace n { __global__ float k() { return 0; } }
