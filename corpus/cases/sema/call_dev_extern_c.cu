extern "C" __device__ int d(int);
int h() { return d(3); }
