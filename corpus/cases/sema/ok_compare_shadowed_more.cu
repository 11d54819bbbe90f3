// Names a pointer comparison finds where a skipped declaration shadows a global pointer:
// init-captures, function-try-block handlers, init-statements with structured bindings,
// conditions, template parameters, local classes (nvcc: valid).
int *q;
int *r;
int *s;
bool a() { auto l = [q = 5] { return q > 1; }; return l(); }
bool b() { auto l = [&r = *q]() { return r > 1; }; return l(); }
bool c(int x) try { return x > 1; } catch (int s) { return s > 1; }
struct P { int a, b; };
P mk();
bool e() { if (auto [s, t] = mk(); s > 0) return true; return false; }
bool f() { switch (int r = 2; r) { case 2: return r > 1; } return false; }
bool g() { while (int s = 0) { return s > 1; } return false; }
template <int q> bool h() { return q > 1; }
bool i() { return h<2>(); }
bool j() { struct L { int q; bool m() { return q > 1; } }; return L{}.m(); }
