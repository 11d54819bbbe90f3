// A paste that produces a macro name: the result is rescanned and expanded.
#define cat(a, b) a ## b
#define xcat(a, b) cat(a, b)
#define foobar 1
#define FN(x) [x]
#define foo NOT_USED
cat(foo, bar)
cat(F, N)(2)
cat(F, N) (3)
cat(F, N)
xcat(foo, bar)
#define PREFIX foo
cat(PREFIX, bar)
xcat(PREFIX, bar)
#define VERSION 2
#define vers2 version_two
xcat(vers, VERSION)
cat(vers, VERSION)
#define recur recur_ok
#define rec(x) cat(rec, x)
rec(ur)
