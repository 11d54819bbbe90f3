// Locals initialized by a system header's macro: read as any initializer (no #549 for a
// later use, the call in `errno` an effect that keeps #177 away), with its conversions.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <math.h>
#include <errno.h>
#include <assert.h>
void use(long);
void usef(double);
__device__ void dusef(double);
void a() {
  unsigned u = EOF; use(u);
  float f = NAN; usef(f);
  double d = HUGE_VAL; usef(d);
  char c = CHAR_MAX; use(c);
  size_t s = SIZE_MAX; use(s);
  int i = INT_MIN; use(i);
  unsigned char uc = UCHAR_MAX; use(uc);
  int8_t k = INT8_MIN; use(k);
  short sh = SHRT_MAX; use(sh);
  float ff = FLT_MAX; usef(ff);
  long l = LONG_MAX; use(l);
  int z = RAND_MAX; use(z);
  FILE *e = stderr; use(e != 0);
  int x = EXIT_FAILURE; use(x);
  int y = errno; y = 2;
  unsigned short us = USHRT_MAX; use(us);
  int neg = -INT_MAX; use(neg);
  unsigned un = UINT_MAX + 1; use(un);
  int big = LLONG_MAX; use(big);
  int w = INFINITY; use(w);
}
__device__ void dd() {
  float f = NAN; dusef(f);
  int i = INT_MAX; dusef(i);
  unsigned u = -1; dusef(u);
}
void e() { int e = errno; }
void n() { void *p = NULL; use(p != 0); }
