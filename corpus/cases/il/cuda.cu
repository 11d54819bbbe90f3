__device__ int counter;
__constant__ float coefficients[8];
__managed__ int shared_total;
__device__ float square(float x) { return x * x; }
__host__ __device__ int both(int a) { return a + 1; }
__global__ void kernel(float *out, int n) {
  __shared__ float tile[32];
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) {
    tile[threadIdx.x] = square(coefficients[i % 8]);
    out[i] = tile[threadIdx.x] + both(counter);
  }
}
struct Params { int n; };
__global__ void constant_params(const __grid_constant__ Params p) {}
void launch(float *out, int n) {
  kernel<<<(n + 31) / 32, 32>>>(out, n);
  kernel<<<1, 32, 0, 0>>>(out, n);
}
