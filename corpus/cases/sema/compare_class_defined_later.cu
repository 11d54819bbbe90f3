// Pointers to a class declared but defined later, with a base, compared to its base:
// EDG reads in order, so before the definition the classes are unrelated (EC42), after it
// they compare. In a member function the body is read at its class's end.
struct A {};
struct F;
struct G;
struct P;
bool f1(F *f, A *a) { return f == a; }
bool f2(A *a, F *f) { return a != f; }
struct F : A {};
bool f3(F *f, A *a) { return f == a; }
struct H { bool m(G *g, A *a) { return g == a; } };
struct G : A {};
bool f4(G *g, A *a) { return a == g; }
__device__ bool d1(P *p, A *a) { return p == a; }
struct P : F {};
__device__ bool d2(P *p, A *a) { return p == a; }
