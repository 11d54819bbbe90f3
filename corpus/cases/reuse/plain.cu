#include "common.h"
#include "config_dependent.h"
#include "base.h"
#include "lined.h"
#include "local_sys.h"
#include <cfg.h>
#include <sysdep.h>
#include "util.h"
__global__ void plain_kernel(int *p) { p[0] = config + util_two + sys_value + CFG_A; }
int negated_plain = 1 -
#include "negated.h"
