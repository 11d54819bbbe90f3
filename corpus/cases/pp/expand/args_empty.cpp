// Empty arguments: f() has one empty argument; commas with nothing between.
#define f(x) [x]
#define g(x, y) [x|y]
#define h(x, y, z) [x|y|z]
#define none() <>
f() f( ) f(/* c */)
g(,) g(a,) g(,b) g( , )
h(,,) h(a,,c) h(,b,)
none() none( ) none(/**/)
