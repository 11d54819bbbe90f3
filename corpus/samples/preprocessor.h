// Directives: every header-name form and the tokens around them.
#ifndef SAMPLE_PREPROCESSOR_H
#define SAMPLE_PREPROCESSOR_H
#include <cstdio>
#include "common.cuh"
#include<cstddef>
#include"kernels_fwd.h"
#  include   <vector>
%:include <utility>
#include_next <limits>
#import "objc_style.h"
#include MACRO_HEADER
#define MACRO_HEADER <cstring>
#define QUOTED_HEADER "local.h"
#include QUOTED_HEADER

#if defined(__CUDACC__) && __CUDACC_VER_MAJOR__ >= 12
#  define SAMPLE_CUDA12 1
#elif defined(__clang__) || defined(_MSC_VER)
#  define SAMPLE_CUDA12 0
#else
#  define SAMPLE_CUDA12 -1
#endif

#if __has_include(<cuda/std/atomic>) && __has_include("local.h")
#  define HAVE_ATOMIC 1
#endif

#pragma once
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma nv_diag_suppress 177
_Pragma("GCC diagnostic pop")
#define DO_PRAGMA(x) _Pragma(#x)
#define LOOP_UNROLL DO_PRAGMA(unroll 4)
#define VA(fmt, ...) fmt __VA_OPT__(, ) __VA_ARGS__
#define VA_NAMED(args...) (args)
#define JOIN(a, b) a%:%:b
#define LINE __LINE__ __FILE__ __COUNTER__
#line 100 "renamed.h"
#warning "a quoted warning"
#ident "ident string"
#
#define NOT_A_HEADER(x) x < y > z
int lt = 1 < 2, gt = 2 > 1;
#endif
