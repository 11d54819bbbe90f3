// Stringizing empty arguments and arguments that expand to nothing.
#define str(x) #x
#define xstr(x) str(x)
#define EMPTY
#define str2(a, b) #a #b
str()
str( )
str(
)
xstr()
xstr(EMPTY)
str(EMPTY)
str2(,)
str2( , x)
str2(x , )
