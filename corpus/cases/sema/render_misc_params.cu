__device__ void d(unsigned char, long long, double *const, int[4], const volatile int *, bool, char16_t);
void h(int *q) { d(1, 2, 0, q, q, true, u'x'); }
