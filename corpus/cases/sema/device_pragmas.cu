// A #pragma cicc does not know, in the body of a __global__, __device__ or __host__
// __device__ function, draws #20199 "unrecognized #pragma in device code" on the device pass
// at its name; in a host function, a class or at file scope, nothing. Known ones draw
// nothing: unroll before a loop, the nv_diag family, omp, GCC diagnostic and ivdep, pack,
// push_macro, pop_macro, redefine_extname, ident.
#define X 1
__global__ void kernel(int *o) {
#pragma unroll
  for (int i = 0; i < 4; i++) o[i] = i;
#pragma unroll 4
  for (int i = 0; i < 4; i++) o[i] = i;
#pragma nv_diag_suppress 177
#pragma nv_diag_default 177
#pragma diag_suppress 177
#pragma omp parallel
#pragma GCC ivdep
#pragma GCC diagnostic push
#pragma GCC diagnostic pop
#pragma pack(1)
#pragma ivdep
#pragma push_macro("X")
#pragma pop_macro("X")
#pragma redefine_extname a b
#pragma ident "x"
#pragma weak foo
#pragma nounroll
  for (int i = 0; i < 4; i++) o[i] = i;
#pragma clang loop unroll(full)
  for (int i = 0; i < 4; i++) o[i] = i;
#pragma acc parallel
#pragma simd
#pragma nv_inline
  o[0] = 1;
}
void host_fn(int *o) {
#pragma bogus_host
  o[0] = 1;
}
__host__ __device__ void hd_fn(int *o) {
#pragma bogus_hd
  o[0] = 1;
}
__device__ void dev_fn(int *o) {
#pragma bogus_dev
  o[0] = 1;
}
struct S {
#pragma bogus_class
  int a;
};
#pragma bogus_file
