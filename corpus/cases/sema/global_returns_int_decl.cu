__global__ int k(int);
