// Object-like macros at line start expanding to nothing, and lines left empty.
#define EMPTY
#define E2 EMPTY
#define F(x)
EMPTY
EMPTY a
EMPTY EMPTY b
E2 c
F(1) d
F(
1
) e
    EMPTY   f
EMPTY
EMPTY
g
