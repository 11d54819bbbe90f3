// Temporaries constructed where EDG reports at another token than the cast's: a return's at
// `return` (cicc; cudafe++ at the cast), an `auto` variable's at the variable; cufront reports
// these, a reference's (case call_constructor_references), an argument's and an object's (cases
// call_constructor_arguments, call_constructor_objects). Left alone: a conditional's.
struct P { P(int) {} int m() { return 1; } };
__device__ void take(P) {}
__device__ P ret() { return P(1); }
__device__ void f(int i) {
  take(P(2));
  int v = P(3).m();
  auto a = P(4);
  const P &r = P(5);
  P b = i > 0 ? P(6) : P(7);
  (void)v; (void)a; (void)r; (void)b;
}
__global__ void k() { ret(); f(1); }
