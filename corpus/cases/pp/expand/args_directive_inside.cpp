// Directives inside a macro's argument list (GNU extension: processed as they are met).
#define f(x) [x]
#define X 1
f(a
#undef X
#define X 2
X)
X
f(
#if 1
yes
#else
no
#endif
)
f(b
#define Y 3
Y)
Y
