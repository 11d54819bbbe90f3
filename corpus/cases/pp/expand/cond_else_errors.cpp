// #else after #else, #elif after #else, stray #else/#elif/#endif.
#if 1
a
#else
b
#else
c
#endif
#if 0
d
#else
e
#elif 1
f
#endif
#endif
#else
#elif 1
after
