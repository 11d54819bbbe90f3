#define FAST
#include "common.h"
#include "config_dependent.h"
#include "base.h"
#include "lined.h"
#include "local_sys.h"
#include <cfg.h>
#include <sysdep.h>
__global__ void fast_kernel(int *p) { p[0] = config + util_one + sys_value + CFG_A + COMMON_TWICE(MODE); }
