// flags: -Iinc/angle
// __has_include with "..." and <...> names, found and missing, and through macros.
#if __has_include("inc/sub/a.h")
r1
#endif
#if __has_include(<angle1.h>) && !__has_include(<missing.h>)
r2
#endif
#if !__has_include("no/such/header.h")
r3
#endif
#define HDR "inc/sub/b.h"
#if __has_include(HDR)
r4
#endif
#if defined __has_include && defined(__has_include_next)
r5
#endif
#ifdef __has_include
r6
#endif
#if __has_include( "angle2.h" ) && __has_include(<sub/a.h>) == 0
r7
#endif
