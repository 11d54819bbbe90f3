// #if/#elif/#else/#endif nesting; only the first true group of each chain is kept.
#if 1
a1
# if 0
a2
# elif 1
a3
#  if 1
a4
#  endif
# elif 1
a5
# else
a6
# endif
#elif 1
a7
#else
a8
#endif
#if 0
# if 1
b1
# else
b2
# endif
#elif 0
b3
#elif 2 - 2
b4
#else
b5
#endif
  #  if 1
c1
  #  endif
