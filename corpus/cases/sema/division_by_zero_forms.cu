// #39, #179, #62 and #63 at the operand's first token, its own parentheses included: a
// parenthesized zero or count, and a macro's `(a) / (b)` (columns in the expanded line).
#define DIV(a, b) ((a) / (b))
#define REM(a, b) ((a) % (b))
#define SHL(a, b) ((a) << (b))
#define LESS(a, b) ((a) < (b))
int divided(int y) { return y / (0); }
int remainder(int y) { return y % ((0)); }
int divided_parenthesized(int y) { return (y) / 0; }
int divided_macro(int y) { return DIV(y, 0); }
int remainder_macro(int y) { return REM(y, 0); }
int shifted(int y) { return y << (40); }
int shifted_negative(int y) { return y << (-1); }
int shifted_negated(int y) { return y >> -(1); }
int shifted_macro(int y) { return SHL(y, 40); }
int shifted_macro_negative(int y) { return SHL(y, -1); }
int compared_macro(unsigned y) { return LESS(y, 0); }
int both_macros(unsigned y) { return DIV(y, 0) + LESS(y, 0); }
