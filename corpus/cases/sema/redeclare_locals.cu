// flags: -std=c++17
// A local variable declared again in its block (whatever its type, static or not), or in a
// function's or lambda's outermost block under a parameter's name: EC101 at the later name,
// both passes; in a template only the host pass. `extern` declarations may repeat; a nested
// block may hide. A statement's variables redeclared in its own block: EC779 for a for-loop's
// init-statement, EC2801 for a range-for's declaration, EC704 for a condition or if-init.
template <class T> void t1(T x) { int x = 0; (void)x; }
void l1() { auto l = [](int p) { int p = 1; return p; }; (void)l; }
void f2() { extern int e; extern int e; (void)e; }
void f3() { for (int i = 0; i < 2; ++i) { int i = 3; (void)i; } }
void f4(int n) { { int n = 2; (void)n; } }
void f5() { int a = 1; { int a = 2; (void)a; } (void)a; }
void f6() { static int s; static int s; (void)s; }
struct S {}; void f7() { S s; int s = 0; (void)s; }
void f8() { int v = 1; float v = 2; (void)v; }
void f9() { int q[2]; int q = 0; (void)q; }
int g();
void c1() { for (int i = 0; i < 2; ++i) { int i = 3; (void)i; } }
void c2() { if (int x = g()) { int x = 1; (void)x; } }
void c3() { while (int y = g()) { int y = 1; (void)y; } }
void c4() { for (int v : {1, 2}) { int v = 2; (void)v; } }
void c5() { for (int i = 0; i < 2; ++i) { { int i = 3; (void)i; } } }
void c6() { if (int x = g()) { } else { int x = 2; (void)x; } }
void c7() { switch (int s = g()) { case 1: { int s = 0; (void)s; } } }
void c8() { if (int a = g(); a > 0) { int a = 1; (void)a; } }
void c9() { switch (int s = g()) { default: int s = 0; (void)s; } }
void c10() { for (int i = 0, j = 1; i < j; ++i) { int j = 2; (void)j; } }
void c11() { while (int y = g()) int y = 1; }
