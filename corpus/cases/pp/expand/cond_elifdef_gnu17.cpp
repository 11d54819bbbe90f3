// #elifdef / #elifndef under the default -std=gnu++17 (g++ 12 accepts them silently).
#define A
#if 0
x1
#elifdef A
elifdef_taken
#else
x2
#endif
#if 0
#elifndef A
x3
#elifndef B
elifndef_taken
#endif
#ifdef B
#elifdef B
x4
#endif
