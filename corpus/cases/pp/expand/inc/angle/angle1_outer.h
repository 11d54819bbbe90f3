#include <angle2.h>
