// Comments in definitions and arguments become whitespace (or vanish).
#define A /* leading */ 1 /* middle */ + /* trailing */
#define B(x) [/**/x/**/]
#define CAT a/**/b
#define LINE 1 // line comment in a definition
A B(2) CAT LINE
B(/* empty */) B(a/*c*/b) B(/* multi
   line */ m)
B(x // comment to end of line, then the rest
)
#define STR(x) #x
STR(a/**/b) STR(/**/a/**/) STR(a /* c */ b)
#define F(x, y) x-y
F(/* , */ 1, 2 /* ) */) end
