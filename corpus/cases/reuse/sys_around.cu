#include "around_sys.h"
__global__ void sys_around_kernel(int *p) { p[0] = around_before + before_system_header + after_system_header + around_after; }
