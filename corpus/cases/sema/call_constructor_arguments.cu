// A temporary constructed as a call's argument: cicc reports its constructor at the called
// function's name (`take`, `gp`, `(take)`, `s.mt`), at the object of `->` (`ps`), at the
// argument before a later one (`1`); cudafe++ at the cast (naming later callees by their
// mangled names). Case call_constructor_arguments_later has the forms cufront leaves.
struct P { P(int) {} };
struct Q { __device__ Q(int) {} };
__device__ void take(P) {}
__device__ void take2(int, P) {}
__device__ int g(int);
__device__ int gp(P);
struct S { __device__ void mt(P); };
void htake(Q) {}
__device__ void f(S s, S *ps) {
  take(P(2));
  take2(1, P(3));
  s.mt(P(4));
  ps->mt(P(5));
  g(gp(P(6)));
  (take)(P(7));
}
void h() { htake(Q(8)); }
__global__ void k() { S s; f(s, &s); }
struct R { __device__ R(int, int) {} };
void htake2(R) {}
__device__ int dev(int);
void h3() {
  htake(Q(8));
  dev(1);
  htake2(R(1, 2));
  htake(Q(9));
}
void h2() { dev(2); htake(Q(3)); }
