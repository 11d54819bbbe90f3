// An expansion ending with a function-like macro name whose ( comes from the source after it.
#define f(x) <x>
#define obj f
#define obj2 obj
obj(1)
obj (2)
obj2(3)
obj
(4)
#define call f(
call 5)
#define apply(m) m
apply(f)(6)
apply(f) (7)
obj + 8
