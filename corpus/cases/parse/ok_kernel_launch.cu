template <typename T>
__global__ void scale(T *x, T f) { x[threadIdx.x] *= f; }

void launch(float *x, cudaStream_t s) {
  dim3 g(2, 1), b(64);
  scale<float><<<g, b, 0, s>>>(x, 2.0f);
  scale<<<1, 32>>>(x, 0.5f);
  scale<float><<<dim3(1, 1, 1), dim3(32), 128>>>(x, 1.0f);
}
