// A function template's unused locals are not reported when nothing instantiates it: only
// templates call it, or it is named in an unevaluated operand.
template <class T> void a(T t) { int x = 1; }
template <class T> void b(T t) { int y = 1; a(t); }
template <class T> struct S { void m() { b(1); } };
void c() { (void)sizeof(decltype(b(1), 0)); }
