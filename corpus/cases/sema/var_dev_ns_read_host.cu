namespace n { __device__ int dv; }
int h() { return n::dv + 1; }
