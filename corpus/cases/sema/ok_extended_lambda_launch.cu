// flags: --extended-lambda
template <class F> __global__ void k(F f) { f(); }
void h() { k<<<1, 1>>>([] __device__ () {}); }
