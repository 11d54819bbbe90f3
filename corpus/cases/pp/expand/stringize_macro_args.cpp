// Macro names in a stringized argument are not expanded; xstr expands first.
#define str(x) #x
#define xstr(x) str(x)
#define xxstr(x) xstr(x)
#define VAL 42
#define F(x) (x + 1)
#define CAT(a, b) a ## b
str(VAL)
xstr(VAL)
xxstr(VAL)
str(F(VAL))
xstr(F(VAL))
xstr(CAT(V, AL))
str(CAT(V, AL))
xstr(str(VAL))
xstr(xstr(VAL))
xstr(__LINE__)
str(__LINE__)
