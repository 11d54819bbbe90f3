namespace util {
__device__ int one() { return 1; }
}
}
__device__ int two() { return util::one() + 1; }
