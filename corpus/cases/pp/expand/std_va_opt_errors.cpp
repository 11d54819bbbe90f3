// flags: -std=c++20
// [cpp.subst] H1: ## at the start of the __VA_OPT__ group; other ill-formed __VA_OPT__ uses.
#define H1(X, ...) X __VA_OPT__(##) __VA_ARGS__
H1(a, b)
#define N1(...) __VA_OPT__
#define N2(...) __VA_OPT__(a
#define N3(...) __VA_OPT__(__VA_OPT__())
#define N4(x) __VA_OPT__(x)
after
