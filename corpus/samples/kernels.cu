// CUDA kernels: launches with <<<...>>>, templates closing with >> and >>>.
#include <cuda_runtime.h>
#include <cstdio>
#include "common.cuh"

namespace sample {

template <typename T, int BLOCK = 256>
__global__ void saxpy(int n, T a, const T* __restrict__ x, T* __restrict__ y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
struct Pair { T first, second; };

template <typename T>
using Nested = Pair<Pair<Pair<T>>>;   // closes with >>>

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void reduce(const float* in, float* out, int n) {
    extern __shared__ float smem[];
    unsigned tid = threadIdx.x;
    smem[tid] = (tid < static_cast<unsigned>(n)) ? in[tid] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x >> 1; s > 32; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float v = warp_sum(smem[tid]);
        if (tid == 0) atomicAdd(out, v);
    }
}

}  // namespace sample

int main() {
    const int n = 1 << 20;
    float *x = nullptr, *y = nullptr;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    dim3 grid((n + 255) / 256), block(256);
    sample::saxpy<float><<<grid, block>>>(n, 2.0f, x, y);
    sample::saxpy<float, 128><<<(n + 127) / 128, 128, 0, 0>>>(n, 2.0f, x, y);
    sample::reduce<<<1, 256, 256 * sizeof(float)>>>(x, y, n);
    int shifted = n>>2, back = shifted<<2, launched = (back >> 1) >>1;
    bool cmp = shifted>>1 > 0 && back<<1 < 1<<30;
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        std::printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    sample::Nested<int> nest{};
    (void)nest; (void)launched; (void)cmp;
    cudaFree(x);
    cudaFree(y);
    return 0;
}
