// A function-like macro name not followed by ( is not an invocation; the ( may come
// on a later line (newlines and comments between are skipped).
#define f(x) <x>
#define g() <>
f;
f + (1)
int f = 3;
f
(2)
f


(3)
f /* comment */ (4)
f // comment
(5)
g
g()
f
#define after_directive 1
(6)
end
