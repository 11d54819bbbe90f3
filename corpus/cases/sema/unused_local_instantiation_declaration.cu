// #177 on a local of a function template's body: an explicit instantiation declaration
// (`extern template`) of a function template that is not inline leaves its instance to
// another unit, and nvcc says nothing of the body; of an inline one's it warns, as of a
// template without one.
template <class T> __device__ T f(T x) { int unused_f; return x; }
extern template __device__ int f<int>(int);
template <class T> __device__ inline T g(T x) { int unused_g; return x; }
extern template __device__ int g<int>(int);
template <class T> __device__ T h(T x) { int unused_h; return x; }
template <class T> T hf(T x) { int unused_hf; return x; }
extern template int hf<int>(int);
__global__ void k(int *p) { p[0] = f(1) + g(2) + h(3); }
int main() { return hf(1); }
