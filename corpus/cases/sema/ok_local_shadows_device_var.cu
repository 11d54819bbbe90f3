__device__ int dv;
void h() { int dv = 3; dv++; }
