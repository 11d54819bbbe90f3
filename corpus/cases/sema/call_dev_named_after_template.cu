// The first call diagnostic is the template's, which cufront does not decide: the next
// callee's name (mangled, as cudafe++ has named one already) is not reported; the one after
// it is.
template <class T> __device__ void t(T) {}
__device__ void d5(int) {}
__device__ void d6(int, ...) {}
void h() {
  t(1);
  d5(1);
  d6(1, 2);
}
