// flags: -iquote inc/quote
// -iquote directories are searched for "..." includes only (<q.h> would not be found).
#include "q.h"
#if __has_include(<q.h>)
bad
#else
angle_not_found
#endif
end
