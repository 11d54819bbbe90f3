// Token pasting: identifiers, numbers, pp-numbers, literals with prefixes and suffixes.
#define cat(a, b) a ## b
#define cat3(a, b, c) a ## b ## c
cat(foo, bar) cat(foo, 42) cat(_, x) cat(x, _1)
cat(1, 2) cat(1, e) cat(1e, 10) cat(0x, 1F) cat(1., 5) cat(., 5) cat(1, .)
cat(1e, +) cat(1e+, 5) cat(1, u) cat(1, ULL) cat(0, b101) cat(1'0, 00)
cat(u8, "s") cat(L, 'c') cat(u, "x") cat(U, 'y') cat(R, "(raw)")
cat("s", _ud) cat('c', _ud) cat(12, _km)
cat3(a, b, c) cat3(1, 2, 3) cat3(x, 1, y)
cat(a b, c d)
cat((a, b) x, c) cat(a, y (b, c))
