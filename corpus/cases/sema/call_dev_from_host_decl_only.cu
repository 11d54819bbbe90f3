__device__ float d(float, int *);
void h(int *p) { d(1.0f, p); }
