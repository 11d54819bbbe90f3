// [cpp.rescan] example: the nested f is not replaced again, g is.
#define f(a) a*g
#define g(a) f(a)
f(2)(9)
