__device__ int dv;
int g(int);
int h() { return g(dv); }
