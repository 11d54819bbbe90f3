/*
 * cufront's stand-in for <cuda_runtime.h>, force-included (as nvcc's `-include cuda_runtime.h`)
 * only when no CUDA toolkit headers can be found. Written for cufront from scratch: it declares
 * the small part of the CUDA runtime that plain kernels and their launches use, with the
 * execution- and memory-space keywords spelled as GNU attributes, the way the toolkit's headers
 * spell them for a GNU host compiler, so that both passes see the same tokens nvcc's would.
 * It is not a replacement for the toolkit: anything beyond this list is simply undeclared.
 */
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__

#define __CUFRONT_MIN_CUDA_RUNTIME__ 1
/* The runtime version these declarations stand in for (major * 1000 + minor * 10). */
#define CUDART_VERSION 13050

#include <stddef.h>

#if defined(__CUDACC__)
#define __CUFRONT_SPACE(a) __attribute__((a))
#else
#define __CUFRONT_SPACE(a)
#endif

/* Execution spaces, memory spaces and the other CUDA declaration keywords. */
#define __host__ __CUFRONT_SPACE(host)
#define __device__ __CUFRONT_SPACE(device)
#define __global__ __CUFRONT_SPACE(global)
#define __shared__ __CUFRONT_SPACE(shared)
#define __constant__ __CUFRONT_SPACE(constant)
#define __managed__ __CUFRONT_SPACE(managed)
#define __grid_constant__ __CUFRONT_SPACE(grid_constant)
#define __device_builtin__ __CUFRONT_SPACE(device_builtin)
#define __cudart_builtin__ __CUFRONT_SPACE(cudart_builtin)
#define __launch_bounds__(...) __CUFRONT_SPACE(launch_bounds(__VA_ARGS__))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define CUDARTAPI

#if defined(__cplusplus) && __cplusplus >= 201103L
#define __CUFRONT_CONSTEXPR constexpr
#else
#define __CUFRONT_CONSTEXPR
#endif

/* Vector types the launch machinery and the builtin variables use. */
struct __device_builtin__ uint3 {
    unsigned int x, y, z;
};

struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __host__ __device__ __CUFRONT_CONSTEXPR dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ __CUFRONT_CONSTEXPR dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ operator uint3() const {
        uint3 v;
        v.x = x;
        v.y = y;
        v.z = z;
        return v;
    }
};

/* The builtin variables of a kernel. */
extern const __device__ __device_builtin__ uint3 threadIdx;
extern const __device__ __device_builtin__ uint3 blockIdx;
extern const __device__ __device_builtin__ dim3 blockDim;
extern const __device__ __device_builtin__ dim3 gridDim;
extern const __device__ __device_builtin__ int warpSize;

/* Errors, streams and copies. */
enum __device_builtin__ cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3,
    cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidDevicePointer = 17,
    cudaErrorInvalidMemcpyDirection = 21,
    cudaErrorNoDevice = 100,
    cudaErrorInvalidDevice = 101,
    cudaErrorLaunchFailure = 719,
    cudaErrorUnknown = 999
};
typedef __device_builtin__ enum cudaError cudaError_t;

enum __device_builtin__ cudaMemcpyKind {
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4
};

typedef __device_builtin__ struct CUstream_st *cudaStream_t;

extern "C" {
extern __host__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
extern __host__ cudaError_t CUDARTAPI cudaFree(void *devPtr);
extern __host__ cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
extern __host__ cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                                      enum cudaMemcpyKind kind, cudaStream_t stream);
extern __host__ cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);
extern __host__ cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
extern __host__ __cudart_builtin__ cudaError_t CUDARTAPI cudaGetLastError(void);
extern __host__ __cudart_builtin__ cudaError_t CUDARTAPI cudaPeekAtLastError(void);
extern __host__ __cudart_builtin__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);
extern __host__ cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream);
extern __host__ cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
extern __host__ cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
}

/* The typed overload the real header also offers, so that `cudaMalloc(&p, n)` works for any T*. */
template <class T>
static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
    return ::cudaMalloc((void **)(void *)devPtr, size);
}

/* Synchronisation and atomics (device code). */
extern "C" __device__ __cudart_builtin__ void __syncthreads(void);
extern "C" __device__ __cudart_builtin__ void __threadfence(void);

__device__ int atomicAdd(int *address, int val);
__device__ unsigned int atomicAdd(unsigned int *address, unsigned int val);
__device__ float atomicAdd(float *address, float val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ int atomicExch(int *address, int val);
__device__ unsigned int atomicExch(unsigned int *address, unsigned int val);
__device__ float atomicExch(float *address, float val);

#endif /* __CUDA_RUNTIME_H__ */
