// A local made without a value and read before anything sets it draws #549 "variable … is
// used before its value is set" on both passes, in host, device and kernel code alike: once
// per variable, at its first read in source order. Source order, not paths: a read after a
// branch that may set it is quiet, a read after `return` is not. A read in a function call's
// argument (by value, or through `...`), an operand, `x++`, `x += 1`, `x = x + 1`'s value,
// a field of an aggregate object, an element of an array, a pointer's `*p = 1` or `p[0] = 1`,
// a condition, and a read after `(void)x` or after a loop. Arrays, enumerations, floating
// and character types alike; an aggregate with a defaulted constructor too.
#include <cstdio>
int g(int);
struct A { int v; };
struct D { D() = default; int v; };
enum E { e0 };
int returned() { int x; return x; }
int argument() { int x; g(x); x = 2; return x; }
int operand() { int x; int y = x + 1; return y; }
int incremented() { int x; x++; return x; }
int compound() { int x; x += 1; return x; }
int own_value() { int x; x = x + 1; return x; }
__device__ int d(int);
__device__ int in_device() { int x; return d(x); }
__global__ void in_kernel(int *o) { int x; o[0] = x; }
int element() { int a[3]; return a[0]; }
int field() { A a; return a.v; }
int field_incremented() { A a; a.v++; return 0; }
int defaulted() { D object; return object.v; }
int second_declarator() { int x, y = x; return y; }
int in_branch() { int x; if (g(0)) g(x); return 0; }
int after_return() { int x; if (g(0)) return 0; return x; }
int unreachable() { int x; return 0; g(x); }
int nested() { int x; { return g(x); } }
int in_case() { int x; switch (g(0)) { case 1: return g(x); } return 0; }
int after_sizeof() { int x; g(sizeof x); return x; }
int after_discard() { int x; (void)x; return x; }
int pointer_written() { int *p; *p = 1; return 0; }
int pointer_indexed() { int *p; p[0] = 1; return 0; }
int in_condition() { int x; if (g(x)) { } return 0; }
int after_loop() { int x; int y; while (g(1)) { y = 1; } return x + y; }
int declared_in_loop() { for (int k = 0; k < 2; k++) { int x; g(x); } return 0; }
int variadic() { int x; printf("%d", x); return 0; }
int kinds() { bool b; char c; unsigned long long u; double f; E e; return b + c + (int)u + (int)f + e; }
