// A function-like macro name at the end of a header, its ( in the including file.
#include "inc/funclike/tail.h"
(1)
#include "inc/funclike/tail_nonl.h"
(2)
