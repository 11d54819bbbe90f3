#include <cstdlib>
__device__ void *d(unsigned long n) { return malloc(n); }
