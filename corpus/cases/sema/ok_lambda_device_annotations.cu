// flags: --extended-lambda
// Extended lambdas annotated __device__ and __host__ __device__, passed to a kernel
// template and called: nvcc is silent.
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void host(int *out, int bias) {
  auto d = [=] __device__ (int i) { return i + bias; };
  auto hd = [] __host__ __device__ (int i) { return 2 * i; };
  run<<<1, 32>>>(d, out);
  run<<<1, 32>>>(hd, out);
  (void)hd(1);
}
