// flags: -idirafter inc/after
// -idirafter directories are searched after the system directories (and count as system
// directories: flag 3).
#include <after1.h>
#include "after1.h"
end
