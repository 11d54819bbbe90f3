// Lambdas with captures by copy whose closures are called or passed on: nvcc is silent.
template <class F> __device__ int apply(F f) { return f(1); }
__device__ int f1(int v) { auto l = [=](int x) { return x + v; }; return l(2); }
__device__ int f2(int v) { auto l = [v](int x) { return x * v; }; return apply(l); }
__device__ int f3(int v) { int w = v; auto l = [&] { return w; }; return l(); }
