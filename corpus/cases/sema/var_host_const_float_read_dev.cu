const float hf = 4.0f;
__device__ float d() { return hf; }
