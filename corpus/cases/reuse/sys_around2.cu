static int declared_first = 0;
#include "around_sys.h"
__global__ void sys_around2_kernel(int *p) { p[0] = declared_first + around_before + after_system_header; }
