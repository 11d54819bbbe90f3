// No #187 where the assignment is not of a constant, not a plain `=`, or not itself the
// condition: `if (x = g(0))`, `if (x = y)`, `x = c ? 1 : 0`, `(x = 1) != 0`, `x += 1`, a
// condition's declaration, a `switch`, a call's argument, a comma's right operand.
int g(int);
int from_call(int x) { if (x = g(0)) return x; return 0; }
int from_variable(int x, int y) { if (x = y) return x; return 0; }
int conditional_value(int x) { x = g(0) ? 1 : 0; return x; }
int compared(int x) { if ((x = 1) != 0) return x; return 0; }
int compound(int x) { if (x += 1) return x; return 0; }
int declared(int x) { if (int y = 1) return y; return x; }
int switched(int x) { switch (x = 1) { default: return x; } }
int argument(int x) { if (g(x = 1)) return x; return 0; }
int comma(int x) { if (g(0), x = 1) return x; return 0; }
