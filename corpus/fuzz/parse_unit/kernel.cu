#define N 256
__global__ void add(const float *__restrict__ a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ float tile[N];
  if (i < n) { tile[threadIdx.x] = a[i]; __syncthreads(); b[i] += tile[threadIdx.x]; }
}
__device__ __forceinline__ float sq(float x) { return x * x; }
__host__ __device__ constexpr int div_up(int a, int b) { return (a + b - 1) / b; }
void launch(float *a, float *b, int n, cudaStream_t s) {
  add<<<div_up(n, N), N, 0, s>>>(a, b, n);
}
