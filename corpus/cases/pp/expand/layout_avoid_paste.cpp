// Tokens that came apart through macros must not paste in the output: g++ adds a space.
#define EMPTY
#define PLUS +
#define MINUS -
#define f(x) x
#define ID x
a EMPTY b
-EMPTY-
+PLUS
PLUS+ PLUS PLUS
x/EMPTY/y
x/EMPTY*y
<EMPTY<
-MINUS MINUS- -f(-) f(-)-
ID ID IDEMPTY
.EMPTY. .EMPTY.EMPTY.
1 EMPTY.5 1 EMPTY e
f(a)f(b) f(a) f(b)
[f()] [f( )]
#define HASH #
HASH HASH %:EMPTY%:
&EMPTY& |EMPTY| :EMPTY: <EMPTY: %EMPTY>
L EMPTY"s" u8 EMPTY"t"
