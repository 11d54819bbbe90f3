__device__ int table[4] 5;

__device__ int first() { return table[0]; }
