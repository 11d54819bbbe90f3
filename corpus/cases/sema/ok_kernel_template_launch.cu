template <int N> __global__ void k(float *p) { p[N] = 0; }
void h(float *p) { k<4><<<1, 1>>>(p); }
