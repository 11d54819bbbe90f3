static int around_before = 1;
#include "local_sys.h"
static int around_after = 2;
