// flags: -isystem inc/sys
// -isystem headers get flag 3 on their line markers (and nested includes inherit it).
#include <sys1.h>
#include "sys1.h"
end
