// Calls inside braced initializer lists are calls like any other.
int h(int);
__device__ int d(int);
struct P { int a, b; };
struct Q { P p; int c[2]; };
__global__ void k(int *out) {
  int local[2] = {h(1), 2};
  P p{3, h(4)};
  Q q = {{5, 6}, {h(7), 8}};
  out[0] = local[0] + p.b + q.c[0];
}
int host() {
  int a[3] = {1, d(2), 3};
  P p = P{d(4), 5};
  return a[1] + p.a;
}
int host_designated() {
  P p = {.a = d(9), .b = 1};
  return p.a;
}
