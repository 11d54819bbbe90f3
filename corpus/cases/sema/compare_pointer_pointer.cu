// Pointers to different types compared, and a pointer compared with `true` (EC42). The
// device pass writes bool as `__nv_bool` in the operand types.
struct A {};
struct C {};
bool run(int *p, float *q, int **pp, char *s, unsigned *u, bool *bp, long *l, long long *ll, signed char *sc,
         A *a, C *c) {
  bool b1 = p == q;
  bool b2 = p < q;
  bool b3 = pp == p;
  bool b4 = s != u;
  bool b5 = bp == p;
  bool b6 = l == ll;
  bool b7 = s == sc;
  bool b8 = p == true;
  bool b9 = a == c;
  bool b10 = p == (1 - 1);
  return b1 && b2 && b3 && b4 && b5 && b6 && b7 && b8 && b9 && b10;
}

__device__ bool on_device(double *d, float *f, bool b, int *p) { return d == f || b == p; }
