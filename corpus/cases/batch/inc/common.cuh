#pragma once
__host__ __device__ inline float scale(float a, float v) { return a * v; }
