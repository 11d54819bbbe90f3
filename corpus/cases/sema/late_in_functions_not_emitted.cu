// cicc's late diagnostics come from lowering a function: one it does not emit (static,
// inline, in an anonymous namespace or defined in its class, and unused) gets none. A
// kernel is emitted even static and unused; a static function used by an emitted one is.
int ha[4];
int hf() { return 1; }
static __device__ int s1(int i) { return ha[i] + hf(); }
inline __device__ int s2(int i) { return ha[i]; }
__device__ __forceinline__ int s3() { return hf(); }
namespace { __device__ int s4(int i) { return ha[i]; } }
struct S {
  __device__ int m1(int i) { return ha[i]; }
  __device__ int m2(int i);
  static __device__ int m3(int i);
};
__device__ int S::m2(int i) { return ha[i]; }
__device__ int S::m3(int i) { return hf(); }
static __global__ void k(int *o) { o[0] = ha[0]; }
static __device__ int s5(int i) { return ha[i]; }
static __device__ int s6(int i) { return s5(i) + hf(); }
__device__ int e7(int i) { return s6(i); }
static __device__ int s8(int i) { return ha[i]; }
__device__ int e9(int i) { return sizeof(s8(i)); }
inline __device__ int s10(int i);
__device__ int s10(int i) { return ha[i]; }
__device__ int k5();
int k5() { return hf(); }
