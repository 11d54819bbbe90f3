// flags: --expt-relaxed-constexpr
// Names used only in a `#pragma unroll` count in device code are referenced (cicc reads the
// count): no #177 for a local, a global, a static global or a static constexpr function there.
__device__ void f0(int *p) {
  constexpr int U = 2;
  #pragma unroll U
  for (int i = 0; i < 4; i++) p[i] = i;
}
template <int N> __device__ void f(int *p) {
  #pragma unroll N
  for (int i = 0; i < 4; i++) p[i] = i;
}
constexpr int G = 2;
__device__ void g(int *p) {
  const int U = 2;
  #pragma unroll (U)
  for (int i = 0; i < 4; i++) p[i] = i;
  #pragma unroll G
  for (int i = 0; i < 4; i++) p[i] = i;
  f<2>(p);
}
static constexpr int SG = 4;
__device__ void h(int *p) {
  #pragma unroll SG
  for (int i = 0; i < 4; i++) p[i] = i;
}
static constexpr int cnt() { return 2; }
__device__ void d(int *p) {
  #pragma unroll cnt()
  for (int i = 0; i < 4; i++) p[i] = i;
}
