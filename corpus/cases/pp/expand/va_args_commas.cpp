// __VA_ARGS__ carrying commas and parentheses, forwarded to other macros.
#define COUNT(...) COUNT_I(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define COUNT_I(a, b, c, d, e, N, ...) N
#define FWD(...) inner(__VA_ARGS__)
#define inner(a, b) [a|b]
#define PAREN(...) (__VA_ARGS__)
#define APPLY(m, ...) m(__VA_ARGS__)
COUNT(x) COUNT(x, y) COUNT(f(a, b), (c, d), e)
FWD(1, 2) FWD((1, 2), 3) FWD(f(1, 2), g(3, (4, 5)))
PAREN() PAREN(a) PAREN(a, (b, c), d)
APPLY(inner, p, q) APPLY(PAREN, 1, 2, 3)
