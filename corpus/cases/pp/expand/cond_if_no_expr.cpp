// #if / #elif with no expression; #ifdef with no name.
#if
a
#endif
#if 0
#elif
b
#endif
#ifdef
c
#endif
#ifndef
d
#endif
#define EMPTY
#if EMPTY
e
#endif
after
