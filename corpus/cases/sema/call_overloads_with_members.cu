// Overloads of a name some class also declares members of, called from members (found in the
// class first: cufront leaves those undecided), from a nested class (`::h`), and from a kernel
// when a friend of the name exists somewhere (undecided). cicc reports only what it emits.
int h(int x);
__device__ int h(float x);
struct S {
  int h(int x) { return x; }
  __device__ int h(float x) { return 2; }
  __device__ int u(int i) { return h(i); }
  __device__ int v(int i);
  struct N { __device__ int w(int i) { return ::h(i); } };
};
__device__ int S::v(int i) { return h(i); }
struct T { friend int h(T); };
__global__ void k(int i) { h(i); h(2.0f); }
__global__ void k3(int i) { struct L { __device__ int z(int j) { return h(j); } }; }
