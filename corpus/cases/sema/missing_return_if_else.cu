// An if/else at the end of a non-void function: the end is reached when a branch reaches it;
// `if constexpr` discards a branch (nvcc then silent).
constexpr bool B = true;
__device__ int f(int x) { if constexpr (B) { return 1; } }
__device__ int g(int x) { if constexpr (sizeof(int) == 4) { return 1; } else { x = 2; } }
__device__ int h(int x) { if (x) { return 1; } else { x = 2; } }
__device__ int k(int x) { if (x) { x = 3; } else { return 2; } }
__device__ int m(int x) { if (x) { return 3; } else { return 2; } }
