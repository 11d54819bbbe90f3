#include "common.cuh"
#pragma nv_diag_suppress 99999

__device__ float twice(float v) { return scale(2.0f, v); }
