// __FILE__ and __LINE__: in the main file, in macro bodies, in multi-line invocations.
__FILE__ __LINE__
#define LOC __FILE__ : __LINE__
LOC
#define id(x) x
#define two(a, b) a b
id(__LINE__) id(
__LINE__)
two(__LINE__,
__LINE__
) __LINE__
two(
x,
y) __LINE__ LOC
id
(
__LINE__
)
#define S(x) #x
#define XS(x) S(x)
XS(__LINE__) S(__FILE__) XS(__FILE__)
