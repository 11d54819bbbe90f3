__device__ int dv;
void h() { dv = 1; }
