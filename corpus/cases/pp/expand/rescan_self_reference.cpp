// Self-referential macros are not re-expanded (GNU cpp manual examples).
#define foo (4 + foo)
foo
#define x (4 + y)
#define y (2 * x)
x y
#define f(a) f(a + 1)
f(1) f(f(2))
#define EPERM EPERM
EPERM
#define g(a) a g
g(1)(2)
#define h(a) h
h(1)(2)(3)
