#include <sysdep.h>
#include "common.h"
#include "config_dependent.h"
#include "common.h"
#include <cfg.h>
#include "base.h"
__global__ void plain2_kernel(int *p) { p[0] = config + util_two + sys_value + CFG_A; }
