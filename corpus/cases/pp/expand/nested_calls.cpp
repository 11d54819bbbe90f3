// Nested invocations: arguments are fully expanded before substitution.
#define f(x) (x+1)
#define g(x, y) x*y
#define id(x) x
f(f(f(1)))
g(f(1), f(2))
g(id(a), id(id(b)))
f(g(1, 2))
f(id(f)(3))
id(id(id(id(z))))
