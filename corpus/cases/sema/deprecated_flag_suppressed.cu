// flags: -Wno-deprecated-declarations
// g++'s flag silences both front ends' deprecation warnings.
[[deprecated]] __device__ int old() { return 1; }
__device__ int b() { return old(); }
