// Stringizing arguments that come from other macros' expansions: where spaces appear.
#define f(x) x
#define g(x) (x)
#define EMPTY
#define s(x) #x
#define xs(x) s(x)
xs(f(a) f(b))
xs( f (a) )
xs(+f(-)+)
xs(f(+)f(+))
xs(f(a)f(b))
xs(g(a)g(b))
xs(-EMPTY-)
xs(- EMPTY -)
xs(EMPTY a EMPTY)
xs(f( a )f( b ))
xs([f()])
xs(f(f(f(x))))
xs(f(
a
))
