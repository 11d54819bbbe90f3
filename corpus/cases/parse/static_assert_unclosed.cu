static_assert(sizeof(int) == 4, "int is 32 bits";

__device__ int bits() { return 32; }
