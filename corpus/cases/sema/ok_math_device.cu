#include <cmath>
__device__ float d(float x) { return sinf(x) + sqrtf(x) + fabsf(x); }
