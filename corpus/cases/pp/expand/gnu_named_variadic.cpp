// GNU named variadic parameters `args...`.
#define f(args...) g(args)
#define h(a, rest...) k(a, ##rest)
#define s(fmt, rest...) #rest
#define n(rest...) m(rest, end)
f() f(1) f(1, 2, 3)
h(x) h(x,) h(x, 1) h(x, 1, 2)
s(x) s(x, a, b) s(x,a,  b  )
n() n(1) n(1, 2)
