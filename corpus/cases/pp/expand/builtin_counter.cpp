// __COUNTER__ increments on each expansion, also inside macros and #if.
__COUNTER__ __COUNTER__
#define C __COUNTER__
C C
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
XCAT(var_, __COUNTER__) CAT(var_, __COUNTER__)
#if __COUNTER__ == 5
counter_was_5
#endif
#ifdef __COUNTER__
__COUNTER__
#endif
#define S(x) #x
S(__COUNTER__) __COUNTER__
