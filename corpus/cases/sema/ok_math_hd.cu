#include <cmath>
__host__ __device__ float f(float x) { return sqrtf(x) + expf(x); }
