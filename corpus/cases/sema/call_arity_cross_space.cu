// A cross-space call with too many or too few arguments: both passes report the count only.
void f(int a, int b) {}
__device__ void d() { f(); f(1, 2, 3); }
__device__ void g(int, int);
void h() { g(1); }
