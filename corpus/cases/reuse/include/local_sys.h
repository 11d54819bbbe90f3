static int before_system_header = 1;
#pragma GCC system_header
static int after_system_header = 2;
