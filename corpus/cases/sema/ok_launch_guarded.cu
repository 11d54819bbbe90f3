// A host-device function that launches a kernel only under `#ifndef __CUDA_ARCH__`, and a
// host function template launching a kernel template: nvcc is silent.
template <class T> __global__ void k(T *p) { p[threadIdx.x] = T(); }
__host__ __device__ void hd(float *p) {
#ifndef __CUDA_ARCH__
  k<<<1, 32>>>(p);
#endif
}
template <class T> void launch(T *p) { k<<<1, 32>>>(p); }
void host(float *p, int *q) { hd(p); launch(q); }
