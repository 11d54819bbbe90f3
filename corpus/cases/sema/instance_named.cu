// Kernel template instances made by naming them with their arguments, not by a launch: in
// ordinary code placed where they are named, in a host template's instance after the unit.
void h();
template <int N, typename T> __global__ void k(T *p) { h(); }
template <typename T> __global__ void k2(T *p) { h(); }
template <typename K, typename... A> void launch(K kern, A... a) { kern<<<1, 1>>>(a...); }
template <typename T> void run_t(T *p) {
  launch(k<64, T>, p);
  void (*f)(T *) = k<32, T>;
  (void)f;
}
void run(float *p, double *d) {
  k2<<<1, 1>>>(d);
  run_t(p);
  launch(k<8, double>, d);
  void *q = (void *)k<16, float>;
  (void)q;
}
