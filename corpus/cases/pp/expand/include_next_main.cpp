// flags: -Iinc/next1 -Iinc/next2
// #include_next and __has_include_next in the main file act like #include (with a warning).
#include_next <only1.h>
#if __has_include_next(<only1.h>)
has_next_in_main
#endif
end
