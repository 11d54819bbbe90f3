// A local variable declared again in its block (whatever its type, static or not), or in a
// function's or lambda's outermost block under a parameter's name: EC101 at the later name,
// both passes; in a template only the host pass. `extern` declarations may repeat; a
// nested block may hide; a for-loop's variable redeclared in its body is another error
// (EC779, not modelled).
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
