__constant__ float coef[4];
__global__ void k(float *p) { p[0] = coef[0] * 2.0f; }
