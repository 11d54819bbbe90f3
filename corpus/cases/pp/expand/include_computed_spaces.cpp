// flags: -Iinc/comp
// A <...> name assembled from several tokens keeps the whitespace before each of them,
// so `LT comp.h GT` asks for " comp.h" (a fatal error).
#define H(x) <x.h>
#include H(comp)
#define LT <
#define GT >
#include LT comp.h GT
after
