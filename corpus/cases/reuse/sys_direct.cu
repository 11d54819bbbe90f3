#include "local_sys.h"
__global__ void sys_direct_kernel(int *p) { p[0] = before_system_header + after_system_header; }
