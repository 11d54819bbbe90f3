// An unknown directive is an error in a live group and ignored in a skipped one; the GNU
// extension directives #ident, #sccs, #assert/#unassert and #import.
before
#foo bar
#if 0
#foo skipped
#elifx
#endif
#ident "version 1"
#sccs "sccs id"
#assert machine(cuda)
#if #machine(cuda)
asserted
#endif
#unassert machine
#import "inc/once/o.h"
after
