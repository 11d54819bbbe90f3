#line 100 "renamed.h"
static int renamed_line = __LINE__;
