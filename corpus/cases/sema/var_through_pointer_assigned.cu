// A value assigned through a pointer parameter (`*o = v`) is read: a host variable in
// device code, a device variable in host code, a host constant's array element.
int hv;
__device__ int dv;
constexpr int ca[2] = {1, 2};
__device__ void d(int *o) { *o = hv; *o = ca[1]; }
void h(int *p) { *p = dv; *p += dv; }
__global__ void k(int *o, const int *i) { *o = *i + hv; }
