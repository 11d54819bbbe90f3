namespace n { __device__ float f(float x) { if (x > 0.0f) return x; } }
