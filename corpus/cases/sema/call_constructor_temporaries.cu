// Temporaries whose construction EDG reports at another token than the cast's: a return's at
// `return`, a call argument's at the call's first token, an object expression's at the member
// called, a conditional's at odd operand tokens; and `auto` or reference variables initialized
// by one, at the variable. cufront leaves them all alone (counted in --stats).
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
