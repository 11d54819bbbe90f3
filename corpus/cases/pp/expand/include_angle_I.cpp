// flags: -Iinc/angle
// <...> and "..." includes found through -I.
#include <angle1.h>
#include "angle1.h"
#include <angle1_outer.h>
end
