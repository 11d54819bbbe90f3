__global__ void __launch_bounds__(256) k(int *p) { *p = 1; }
