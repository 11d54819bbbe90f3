// Kernel and __device__ templates with value parameters, each instance named as cicc names it.
int h();
namespace cfg { enum Mode { Fast, Exact }; constexpr int Block = 128; }
enum class Dir : short { Up = 2, Down };
struct Limits { static constexpr unsigned Max = 7u; };
constexpr long Wide = 1L << 40;

template <int N> __global__ void k_int(float *p) { p[0] = h() + N; }
template <bool B, typename T> __global__ void k_mixed(T *p) { if (B) p[0] = h(); }
template <cfg::Mode M> __global__ void k_mode(float *p) { h(); }
template <Dir D> __global__ void k_dir(float *p) { h(); }
template <unsigned N> __global__ void k_unsigned(float *p) { h(); }
template <long N> __global__ void k_long(float *p) { h(); }
template <char C> __global__ void k_char(float *p) { h(); }
template <int N> __device__ int d_twice(int x) { return h() + N * x; }
template <int N> __global__ void k_calls_device(int *p) { p[0] = d_twice<N * 2>(p[1]); }

template <int N> void launch(float *p) {
  k_int<N + 1><<<1, N>>>(p);
}

void run(float *f, double *d, int *i) {
  constexpr int local = 3;
  k_int<256><<<1, 1>>>(f);
  k_int<local * 4><<<1, 1>>>(f);
  k_int<cfg::Block><<<1, 1>>>(f);
  k_int<(local > 2) ? -1 : 1><<<1, 1>>>(f);
  k_mixed<true><<<1, 1>>>(d);
  k_mixed<false, float><<<1, 1>>>(f);
  k_mode<cfg::Exact><<<1, 1>>>(f);
  k_dir<Dir::Down><<<1, 1>>>(f);
  k_unsigned<Limits::Max><<<1, 1>>>(f);
  k_long<Wide><<<1, 1>>>(f);
  k_char<'x'><<<1, 1>>>(f);
  k_calls_device<5><<<1, 1>>>(i);
  launch<32>(f);
  k_int<256><<<1, 1>>>(f);
}
