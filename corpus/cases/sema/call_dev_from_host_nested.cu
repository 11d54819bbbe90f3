__device__ int d(int x) { return x; }
int g(int);
int h() { return g(d(2)) + 1; }
