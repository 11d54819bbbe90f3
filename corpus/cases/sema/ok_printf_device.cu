#include <cstdio>
__global__ void k() { printf("%d\n", 1); }
