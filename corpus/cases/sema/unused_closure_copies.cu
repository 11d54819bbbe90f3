// Lambdas copying scalars into their closures (`[v]`, `[=]` naming scalars, `[this]`, `[=]` naming
// members) make variables cicc warns of as of scalars: #550 when only discarded, #177 when
// never named. A copy of an object of a class with a copy constructor keeps it quiet.
// cufront leaves alone `[=]` naming a variable whose type it does not know (`auto w`).
struct T { T() {} T(const T &) {} int a; };
struct M { int m; void f() { auto l = [=] { return m; }; (void)l; } void g() { auto l = [this] { return m; }; (void)l; } };
void f1(int v) { auto l = [v] { return v; }; (void)l; }
void f2(int v, float *p) { auto l = [=, &v] { return *p + v; }; (void)l; }
void f3(T t, int v) { auto l = [=] { return v + t.a; }; (void)l; }
void f4(int v) { auto w = v; auto l = [=] { return w; }; (void)l; }
void f5(int v) { auto l = [=] { return v; }; }
__device__ void f6(int v) { auto l = [=] { return v; }; (void)l; }
