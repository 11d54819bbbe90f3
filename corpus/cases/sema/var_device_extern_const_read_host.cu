extern __device__ const int e;
int h() { return e + 1; }
