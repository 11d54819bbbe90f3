// A function-like macro whose arguments extend past the end of the enclosing expansion.
#define f(x) [x]
#define g f(g
g)
#define open f(1
open)
#define two(a, b) {a, b}
#define first two(1,
first 2)
#define h(x) x
#define k h(k
k) k)
