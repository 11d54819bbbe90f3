__device__ int d() { return 1; }
int h() { auto l = [] { return d(); }; return l(); }
