#pragma once
// Shared macros: continuation lines, stringizing, pasting, __VA_OPT__, _Pragma.
#ifndef SAMPLE_COMMON_CUH
#define SAMPLE_COMMON_CUH

#include <cstddef>
#include <type_traits>

#define CUDA_CHECK(call)                                                   \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,             \
                    cudaGetErrorString(err_));                             \
            abort();                                                       \
        }                                                                  \
    } while (0)

#define STR_(x) #x
#define STR(x) STR_(x)
#define CAT_(a, b) a ## b
#define CAT(a, b) CAT_(a, b)
#define CAT3(a,b,c) a##b##c
#define LOG(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)
#define UNROLL _Pragma("unroll")
#define UNROLL_N(n) _Pragma(STR(unroll n))
#define HD __host__ __device__
#define EMPTY()
#define DEFER(id) id EMPTY()

#if defined(__CUDACC__) && (__CUDACC_VER_MAJOR__ >= 11 || defined(__clang__))
#  define SAMPLE_HAS_CG 1
#elif !defined(SAMPLE_HAS_CG)
#  define SAMPLE_HAS_CG 0
#endif

#if __has_include(<cooperative_groups.h>)
#  include <cooperative_groups.h>
#endif

template <typename T>
HD constexpr T ceil_div(T a, T b) noexcept { return (a + b - 1) / b; }

template <class F, class... Args>
HD auto invoke_all(F&& f, Args&&... args) -> decltype(f(args...)) {
    return static_cast<F&&>(f)(static_cast<Args&&>(args)...);
}

struct alignas(16) Vec4 { float x, y, z, w; };

static_assert(sizeof(Vec4) == 16, "Vec4 must be 16 bytes");
static_assert(std::is_trivially_copyable<Vec4>::value);

#undef EMPTY
#endif  // SAMPLE_COMMON_CUH
