// inc/next1/nx.h
next1_begin __FILE__
#include_next <nx.h>
next1_end
#if __has_include_next(<nx.h>)
next1_has_next
#endif
#if __has_include_next(<only1.h>)
bad
#endif
