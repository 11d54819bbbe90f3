typedef unsigned long size_type;
__device__ void d(size_type n, const char *s);
void h() { d(1, "x"); }
