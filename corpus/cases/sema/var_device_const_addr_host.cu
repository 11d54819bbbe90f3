__device__ const float a = -0.75f;
const float *h() { return &a; }
