// Pasting with empty arguments on either side, and empty arguments that are macros.
#define cat(a, b) a ## b
#define cat3(a, b, c) a ## b ## c
#define EMPTY
#define L(a) [a ## ]
#define R(a) [ ## a]
cat(, x) cat(x, ) cat(, ) cat( , 1) cat(1 , )
cat(EMPTY, x) cat(x, EMPTY)
cat3(, , x) cat3(x, , ) cat3(, x, ) cat3(, , )
cat(a b, ) cat(, a b)
cat(+, ) cat(, +)
