namespace n { __device__ int d(float); }
void h() { n::d(1.0f); }
