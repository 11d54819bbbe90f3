// Local function pointers set and called: nvcc is silent.
__device__ int one() { return 1; }
__device__ int two() { return 2; }
__device__ int pick(bool b) { int (*f)() = b ? one : two; return f(); }
