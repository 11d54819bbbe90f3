namespace n { __device__ int d(); }
using n::d;
int h() { return d(); }
