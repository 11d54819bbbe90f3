// A function defined twice: EDG names it with its parameters when it has overloads, classes
// by their qualified names (`f(n::V, int)`, `f(const n::V &, n::V *)`).
namespace n { struct V { int x; }; }
struct W { struct In { int y; }; };
int f(n::V a) { return 1; }
int f(n::V a, int b) { return 1; }
int f(n::V a, int b) { return 1; }
int f(W::In a) { return 1; }
int f(W::In a) { return 1; }
int f(const n::V &a, n::V *p) { return 1; }
int f(const n::V &a, n::V *p) { return 1; }
struct U { int x; };
U h(U a, U b) { return a; }
U h(U a, int b) { return a; }
U h(U a, int b) { return a; }
int g(int a) { return a; }
int g(float a) { return 1; }
int g(float a) { return 1; }
