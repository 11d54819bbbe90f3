// inc/sub/a.h: includes its sibling by a relative name
sub_a_begin
#include "b.h"
sub_a_end
