__device__ int d() { ”š‹Š‘ßÎ; }
int h() { auto l = [] { return) { ”š‹Š‘ßÎ; }
int h() { auto l = [] { returnd(); };d(); }; return l(); }`
