#pragma once
// Template-heavy CUDA: nested closers (>> and >>>), launches, lambdas, attributes.
#include <cstdint>
#include <type_traits>
#include <utility>

namespace tensor {

template <int... Dims> struct Shape { static constexpr int rank = sizeof...(Dims); };
template <class T, class S> struct Tensor;
template <class T, int... D> struct Tensor<T, Shape<D...>> { T* data; };

template <class T> using Vec = Tensor<T, Shape<4>>;
template <class T> using Mat = Tensor<T, Shape<4, 4>>;
template <class T> using Deep = std::pair<std::pair<T, std::pair<T, T>>, std::pair<T, T>>;
template <class T> constexpr bool is_small = (sizeof(T) >> 2) < 2 && (sizeof(T) << 1) > 1;
template <int N> using Shifted = std::integral_constant<int, (N >> 1)>;
template <class T> using Triple = std::pair<T, std::pair<T, std::pair<T, T>>>;  // lexes as `>>>`

template <class T, std::enable_if_t<std::is_arithmetic_v<T>, int> = 0>
__global__ void fill(T* p, T v, std::size_t n) {
    auto i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

template <class F>
__global__ void apply(F f, int n) { for (int i = threadIdx.x; i < n; i += blockDim.x) f(i); }

template <class T>
[[nodiscard]] inline cudaError_t fill_async(T* p, T v, std::size_t n, cudaStream_t s = nullptr) {
    const unsigned block = 256;
    const unsigned grid = static_cast<unsigned>((n + block - 1) / block);
    fill<T><<<grid, block, 0, s>>>(p, v, n);
    apply<<<1, 32>>>([=] __device__ (int i) { (void)i; }, 32);
    fill<std::int32_t><<<::dim3(grid), ::dim3(block)>>>(nullptr, 0, 0);
    return cudaGetLastError();
}

}  // namespace tensor
