#ifndef SYSDEP_H
#define SYSDEP_H
#define SYS_VALUE 42
static int sys_value = SYS_VALUE;
#endif
