// Arguments spanning several lines, then more code on the closing line and after.
#define f(a, b) {a; b;}
#define g(x) x
f(1,
  2) after1
f(
  x
  +
  y,
  z
) after2 __LINE__
g(one
two
three) g(__LINE__
) __LINE__
last __LINE__
