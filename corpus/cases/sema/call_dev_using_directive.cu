namespace n { __device__ int d(); }
using namespace n;
int h() { return d(); }
