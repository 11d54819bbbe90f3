// A built-in assignment of a constant to a scalar variable, taken as a condition, draws #187
// "use of "=" where "==" may have been intended" on both passes: the condition of `if`,
// `while`, `for` and `do`, and an operand of `!`, `&&`, `||` and of `?:`'s condition. The
// constant: a number or character, signed or not, `true`, an enumerator, a null pointer's
// `0`. Reported at the assignment's first token, its own parentheses included (not the
// statement's). Each variable is read afterwards, so nothing else is reported.
int g(int);
enum E { e0, e1 };
int in_if(int x) { if (x = 1) return x; return 0; }
int in_while(int x) { while (x = 0) { } return x; }
int in_for(int x) { for (; x = 1;) { break; } return x; }
int in_do(int x) { do { } while (x = 0); return x; }
int in_conditional(int x) { return (x = 1) ? x : 0; }
int in_and(int x) { bool b = g(0) && (x = 1); return b + x; }
int in_or(int x) { bool b = (x = 1) || g(0); return b + x; }
int in_not(int x) { return !(x = 1) + x; }
int parenthesized(int x) { if ((x = 1)) return x; return 0; }
int pointer(int *p) { if (p = 0) return 1; return *p; }
int boolean(bool b) { if (b = true) return b; return 0; }
int character(int x) { if (x = 'a') return x; return 0; }
int negative(int x) { if (x = -1) return x; return 0; }
int floating(double d) { if (d = 1.5) return (int)d; return 0; }
int enumerator(E e) { if (e = e1) return e; return 0; }
__device__ int in_device(int x) { if (x = 1) return x; return 0; }
__global__ void in_kernel(int *o, int x) { if (x = 2) o[0] = x; }
