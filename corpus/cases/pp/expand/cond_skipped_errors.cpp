// Errors inside skipped groups are not reported (only the conditionals are tracked), but
// g++ still warns about an unterminated ' or " there.
#if 0
#error not reported
#warning not reported
#include "no/such/file.h"
#bogus directive
#define 123
#if 1/0
#elif garbage (
#endif
#line abc
'unterminated char
"unterminated string
#else
#endif
#ifdef NOT_DEFINED
#include_next <nope.h>
#pragma GCC poison printf
#endif
#if 1
ok
#elif 1/0
#elif
#endif
printf
