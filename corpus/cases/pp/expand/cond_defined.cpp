// `defined X`, `defined(X)`, and `defined` produced by a macro expansion.
#define X
#define Y 0
#if defined X && defined(Y) && !defined Z && !defined(Z)
r1
#endif
#if defined ( X ) + defined(Y) == 2
r2
#endif
#define D defined(X)
#define DZ defined Z
#if D && !DZ
r3
#endif
#define IS(m) defined(m)
#define FNL(a) a
#if IS(FNL) && !IS(Z)
r4
#endif
#if defined X ? defined Y : 0
r5
#endif
#if defined(__FILE__) && defined __LINE__ && defined(__COUNTER__)
r6
#endif
