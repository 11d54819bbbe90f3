// No #549 where something sets the local first in source order, whatever the paths: an
// assignment in one branch (even when the read is in the other), in a loop, or in a
// condition's operand; its address taken or a reference bound to it (a `const &` parameter
// too); a static local; a loop's body reading a variable declared before the loop; after a
// label; a lambda capturing by reference; an aggregate's field assigned; `sizeof` and
// `decltype` read nothing.
int g(int);
void gr(int &);
void gc(const int &);
void h(int *);
struct A { int v; };
int branch(bool c) { int x; if (c) x = 1; return x; }
int other_branch() { int x; if (g(0)) x = 1; else g(x); return 0; }
int both(bool c) { int x; if (c) { x = 1; } else { x = 2; } return x; }
int in_loop() { int x; while (g(0)) { x = 1; } return x; }
int operand_set() { int x; bool b = g(0) && g(x = 1); return x + b; }
int address() { int x; int *p = &x; *p = 1; return x; }
int reference() { int x; int &r = x; r = 1; return r; }
int by_reference() { int x; gr(x); return x; }
int by_const_reference() { int x; gc(x); return 0; }
int array_passed() { int a[3]; h(a); return a[0]; }
int element_set() { int a[3]; a[0] = 1; return a[1]; }
int field_set() { A a; a.v = 1; return a.v; }
int static_local() { static int x; return x; }
int loop_body() { int x; for (int i = 0; i < 3; i++) { if (i) g(x); x = i; } return 0; }
int loop_read() { int x; while (g(0)) { g(x); } return 0; }
int after_label() { int x; goto done; done: return x; }
int captured() { int x; auto l = [&]() { x = 1; }; l(); return x; }
int counter() { int i; for (i = 0; i < 3; i++) { } return i; }
int unevaluated() { int x; return (int)sizeof(x) + (int)alignof(decltype(x)); }
__global__ void thread_index(int *o) { int t; t = threadIdx.x; o[t] = t; }
