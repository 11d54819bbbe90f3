// A variable a lambda initializes is warned of on the device pass like a scalar one: only
// discarded (`(void)l`) it is "set but never used", never named it is "declared but never
// referenced", called or bound to a reference it is used. A capture by copy of a class with
// a copy constructor keeps nvcc quiet (cufront takes copies of scalars only), and so does
// `const`.
struct T { T() {} T(const T &) {} int a; };
void f0() { auto l = [] (int x) { return x; }; (void)l; }
void f1(int v) { auto l = [=] (int x) { return x + v; }; (void)l; }
void f2(int v) { auto l = [&] (int x) { return x + v; }; (void)l; }
void f3(T t) { auto l = [=] () { return t.a; }; (void)l; }
void f4(T t) { auto l = [t] () { return t.a; }; (void)l; }
void f5() { auto l = [] () {}; auto &r = l; (void)r; }
void f7() { auto l = [] () {}; decltype(l) m = l; (void)m; }
__device__ void d1() { auto l = [] (int x) { return x; }; (void)l; }
void f8() { const auto l = [] () {}; (void)l; }
void f9() { auto l = [] () {}; }
void f11(int v) { auto l = [&v] (int x) { return x + v; }; l(1); }
__global__ void k(int *p) { auto l = [&p] (int i) { p[i] = i; }; (void)l; }
