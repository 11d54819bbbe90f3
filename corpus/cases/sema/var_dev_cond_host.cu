__device__ int dv;
int h() { if (dv) return 1; return 0; }
