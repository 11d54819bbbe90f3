__device__ int add(int a, int b;

__device__ int add(int a, int b) { return a + b; }
