// Too many and too few arguments: errors; the macro name stays, its argument list is dropped.
#define f(x) [x]
#define g(x, y) [x|y]
#define none() <>
#define v(x, ...) {x: __VA_ARGS__}
f(1, 2) next1
g(1) next2
g(1, 2, 3) next3
g() next4
none(1) next5
v() next6
v(1)
after
