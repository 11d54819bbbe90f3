// A macro invocation spanning lines, followed by more code on the same and later lines.
#define f(a, b) (a + b)
#define g(x) x
int v = f(1,
          2) + 3;
int w = 4;
g(
  first
) g(second) after
  more
f(f(1,
    2),
  3) tail1
    tail2
x g(
y
z
)
