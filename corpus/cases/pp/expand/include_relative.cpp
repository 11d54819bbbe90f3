// "..." includes are looked up first in the including file's own directory.
#include "inc/sub/a.h"
#include "inc/sub/../sub/b.h"
#include "./inc/sub/b.h"
main_end
