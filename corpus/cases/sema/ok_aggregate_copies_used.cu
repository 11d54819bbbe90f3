// Aggregates and trivially copyable classes copied and then read, member by member or whole:
// nvcc is silent.
struct P { float x, y; };
struct Q { P a; int n; };
__device__ float f1(const P &p) { P c = p; return c.x + c.y; }
__device__ P f2(Q q) { Q c = q; c.n += 1; return c.n > 0 ? c.a : P{}; }
__device__ float f3(P *ps) { P c{ps[0]}; P d(ps[1]); return c.x * d.y; }
