// Include guards: the second inclusion yields only line markers.
#include "inc/guard/g.h"
#include "inc/guard/g.h"
#include "inc/guard/g2.h"
#include "inc/guard/g2.h"
#undef GUARD_G_H
#include "inc/guard/g.h"
end
