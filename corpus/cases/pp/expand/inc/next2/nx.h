// inc/next2/nx.h
next2 __FILE__ __INCLUDE_LEVEL__
#if __has_include_next(<nx.h>)
bad_no_third
#endif
