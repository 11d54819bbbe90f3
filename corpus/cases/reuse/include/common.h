#ifndef COMMON_H
#define COMMON_H
#include <stddef.h>
#include "util.h"
#include "once.h"
#include "once.h"
#define JOIN2(a, b) a##b
#define JOIN(a, b) JOIN2(a, b)
#define STR(x) #x
#define XSTR(x) STR(x)
static const char *common_file = __FILE__;
static int common_line = __LINE__;
static const char *joined = XSTR(JOIN(com, mon));
static int JOIN(counted_, __COUNTER__);
_Pragma("nv_diag_suppress 177")
#pragma push_macro("MODE")
#undef MODE
#define MODE 2
static int mode_in_common = MODE;
#pragma pop_macro("MODE")
#if __has_include(<stdint.h>)
#include <stdint.h>
static uint32_t has_stdint = 1;
#endif
#define COMMON_TWICE(x) ((x) + (x))
#define NEGATE -
#endif
