// Pointer comparisons nvcc accepts: qualifiers at any level, void pointers, derived and
// base classes, `false` and '\0' (null pointer constants to EDG), typedefs.
struct A {};
struct B : A {};
typedef float real;
bool run(int *p, const int *cp, const volatile int *cvp, int **pp, const int **cpp, int *const *pcp, void *v,
         A *a, B *b, real *r, float *f, int *__restrict__ rp) {
  bool b1 = p == cp;
  bool b2 = cvp == p;
  bool b3 = pp == cpp;
  bool b4 = pp == pcp;
  bool b5 = p == v;
  bool b6 = a == b;
  bool b7 = p != false;
  bool b8 = p == '\0';
  bool b9 = r == f;
  bool b10 = rp == cp;
  return b1 && b2 && b3 && b4 && b5 && b6 && b7 && b8 && b9 && b10;
}

__device__ bool on_device(int *p, const int *q, bool *bp, const bool *cbp) { return p <= q || bp == cbp; }
