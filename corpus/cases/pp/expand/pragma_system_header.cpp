// #pragma GCC system_header in a header switches its rest to a system header (flag 3);
// in the main file it is ignored with a warning.
#include "inc/syshdr/sh.h"
main_after
#pragma GCC system_header
end
