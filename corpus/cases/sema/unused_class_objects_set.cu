// Objects of classes are "set" (#550 when only discarded after) when their initialization
// copies bytes in: a copy of an object of a trivially copyable class (`T c = a`, `T c(a)`,
// `T c{a}`, `T c = *p`, whatever its other constructors), `{}`, an aggregate's list, no
// initializer when every field has a default member initializer. No initializer leaves an
// aggregate unset; a user-provided constructor or destructor, or a user-written copy
// constructor, makes the object used. Never named, such a copy is #177. `const` keeps nvcc
// quiet, as for scalars.
struct Agg { int a; float b; };
struct E {};
struct Def { int v; Def() = default; };
struct HD { int v; __host__ __device__ HD(int) {} };
struct P { int v; __device__ P() {} };
struct W { HD h; int z; };
struct Dt { int v; __device__ ~Dt() {} };
struct Cp { int v; __device__ Cp(int) {} __device__ Cp(const Cp &o) : v(o.v) {} };
struct Q { int v = 1; };
__device__ void f1() { Agg a; (void)a; }
__device__ void f2() { Agg a = {1, 2.0f}; (void)a; }
__device__ void f3() { Agg a{}; (void)a; }
__device__ void f4() { E e; (void)e; }
__device__ void f5() { E e{}; (void)e; }
__device__ void f6(Agg x) { Agg a = x; (void)a; }
__device__ void f7(Agg x) { Agg a(x); (void)a; }
__device__ void f8() { Def d; (void)d; }
__device__ void f9() { Def d{}; (void)d; }
__device__ void f10(int i) { Agg a = {i, 2.0f}; (void)a; }
__device__ void f11(Agg *p) { Agg a = *p; (void)a; }
__device__ void f12(HD a) { HD c = a; }
__device__ void f13(HD a) { HD c = a; c.v = 1; }
__device__ void f14() { P p; p.v = 1; }
__device__ void f15(W w) { W c = w; (void)c; }
__device__ void f16(Dt d) { Dt c = d; (void)c; }
__device__ void f17(Cp d) { Cp c = d; (void)c; }
__device__ void f18(Q d) { Q c = d; (void)c; }
__device__ void f19() { Q c; (void)c; }
__device__ void f20() { Q c{}; (void)c; }
__device__ void f21(HD *p) { HD c = *p; (void)c; }
__device__ void f22(HD a) { HD c{a}; (void)c; }
__device__ void f23(const HD &a) { HD c(a); (void)c; }
__device__ void f24(HD a) { const HD c = a; (void)c; }
__device__ void f25(P a) { P c = a; (void)c; }
__device__ void f26(W a) { W c = a; }
__device__ void f27(int i) { HD c(i); (void)c; }
__device__ void f28(HD a) { HD c = a; c.v = 1; (void)c.v; }
__device__ void f29() { auto x = 1; (void)x; auto y = x; (void)y; auto z = &f1; (void)z; }
__device__ void f30() { void (*p)() = f1; (void)p; }
