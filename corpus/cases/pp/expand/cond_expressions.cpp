// #if with macros expanding to expressions; unknown identifiers are 0; true/false.
#define A 2
#define B (A + 1)
#define MUL(x, y) ((x) * (y))
#define EXPR A > 1 && B == 3
#if B == 3
r1
#endif
#if MUL(A, B) == 6 && EXPR
r2
#endif
#if UNKNOWN == 0 && !UNKNOWN_FN
r3
#endif
#if true && !false
r4
#endif
#if (-1 < 0u) == 0 && 'a' == 97 && 0x10 == 16 && 010 == 8 && (1 ? 2 : 3) == 2
r5
#endif
#if __cplusplus == 201703L && __cplusplus >= 201103
r6
#endif
#if 1000000000000LL * 10 > 0 && (0xffffffffffffffff > 0) && 1'000 == 1000
r7
#endif
