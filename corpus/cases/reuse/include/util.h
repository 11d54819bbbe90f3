#ifdef UTIL_ITEM
UTIL_ITEM(one)
UTIL_ITEM(two)
#else
#define UTIL_ITEM(x) static int util_##x = sizeof(#x);
#include "util.h"
#undef UTIL_ITEM
#endif
