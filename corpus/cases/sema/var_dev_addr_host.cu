__device__ int dv;
int *h() { return &dv; }
