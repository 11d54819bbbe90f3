// Garbage after #endif / #else / #ifdef / #ifndef / #undef: warnings, not errors.
#define X
#ifdef X extra
a
#else junk
b
#endif X
#ifndef Y more tokens
c
#endif // comments are fine
#if 1 /* so is this */
d
#else /* and this */
#endif /* and
this */
#undef X trailing
#ifdef X
e
#endif
