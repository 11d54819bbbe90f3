// ## at either end of a replacement list is an error; `a ## ## b`; ## in object-like macros.
#define OBJ x ## y
#define OBJ2 1 ## 2 ## 3
#define OBJ3 - ## >
#define DBL(a, b) a ## ## b
OBJ OBJ2 OBJ3 DBL(p, q)
#define HEAD ## x
#define TAIL x ##
#define FHEAD(x) ## x
#define FTAIL(x) x ##
HEAD TAIL FHEAD(1) FTAIL(2)
#define STRPASTE(x) #x ## x
STRPASTE(a)
#define PASTESTR(x) x ## #x
PASTESTR(b)
