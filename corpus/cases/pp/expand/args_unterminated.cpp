// An argument list still open at the end of the file.
#define f(x, y) [x|y]
before
f(1, (2
