// cicc names an overloaded callee as written every time (`h(int)`, `S::h(int)`), in each caller;
// a class's members of the name do not take part in a call from a function outside classes.
int h(int x);
__device__ int h(float x);
struct S {
  int h(int x) { return x; }
  __device__ int h(float x) { return 2; }
};
__global__ void k(S s, int i) {
  h(i);
  h(i);
  s.h(i);
  s.h(i);
}
__global__ void k2(S s, int i) { s.h(i); h(i); }
