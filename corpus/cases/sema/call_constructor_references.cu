// A temporary a reference binds to, constructed by a host constructor in device code (or a
// device one in host code): cicc reports at the `=`, cudafe++ at the cast. cufront leaves the
// reference initialized in parentheses and by a braced list undecided.
struct P { P(int) {} P(float, int) {} };
struct Q { __device__ Q(int) {} };
__device__ void f(int i) {
  const P &r = P(5);
  P &&s = P(1.0f, 2);
  const Q &q = Q(3);
  const P &u(P(6));
  const P &w = {7};
  (void)r; (void)s; (void)q; (void)u; (void)w;
}
void h() { const Q &q = Q(3); (void)q; const P &r = P(5); (void)r; }
__global__ void k() { f(1); }
