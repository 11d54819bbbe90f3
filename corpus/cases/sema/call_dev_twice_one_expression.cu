__device__ int e();
int h() { return e() + e(); }
