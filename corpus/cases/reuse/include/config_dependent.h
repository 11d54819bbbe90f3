#ifndef CONFIG_DEPENDENT_H
#define CONFIG_DEPENDENT_H
#ifdef FAST
static int config = 1;
#else
static int config = 0;
#endif
#endif
