// flags: -std=c++20
// [cpp.subst] example: LPAREN() inside __VA_OPT__, and a GNU named variadic with __VA_OPT__.
#define LPAREN() (
#define G(Q) 42
#define F(R, X, ...) __VA_OPT__(G R X) )
int x = F(LPAREN(), 0, <:-);
#define NF(a...) f(0 __VA_OPT__(,) a)
NF() NF(1) NF(1, 2)
#define V(x, ...) x __VA_OPT__(: __VA_ARGS__ ;) end
V(a) V(a,) V(a,b) V(a, EMPTY_NOT_DEFINED)
