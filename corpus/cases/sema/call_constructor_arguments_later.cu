// Temporaries as call arguments where cicc reports at a token of the argument before (a
// call's name `g`, an operation's last operand `1`, `*ip`'s `ip`) or of an `->`'s object (`0` of
// `arr[0]`, `this`): cufront finds those after a name or a literal only (and `(ps)->`).
struct P { P(int) {} };
__device__ void take2(int, P) {}
__device__ void take3(int, int, P) {}
__device__ int g(int);
struct S { __device__ void mt(P); __device__ void m2(int, P); __device__ void u(); };
__device__ void S::u() { this->mt(P(1)); mt(P(2)); }
__device__ void f(S *ps, S *arr[], int i, int *ip) {
  (ps)->mt(P(2));
  arr[0]->mt(P(3));
  take2(i, P(4));
  take2(g(1), P(5));
  take2(i + 1, P(6));
  take3(1, 2, P(7));
  take2(*ip, P(8));
  ps->m2(1, P(9));
}
__global__ void k() { }
