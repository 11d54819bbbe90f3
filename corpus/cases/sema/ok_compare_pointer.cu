// Comparisons with a pointer nvcc accepts: null pointer constants, pointers, nullptr, and
// `>` as an operator inside a launch configuration.
typedef int *int_ptr;
bool run(int *p, int *r, const int *q, int_ptr t) {
  bool b1 = 0 > p;
  bool b2 = p == 0;
  bool b3 = p > 0L;
  bool b4 = p != 0u;
  bool b5 = p > nullptr;
  bool b6 = p < r;
  bool b7 = q == p;
  bool b8 = t == 0;
  bool b9 = p == 0x0;
  return b1 && b2 && b3 && b4 && b5 && b6 && b7 && b8 && b9;
}

template <typename T> bool later(T *p, T *v) { return p == v; }
bool use_later(int **pp) { return later(pp, pp); }

__global__ void work(int *p) { p[threadIdx.x] = 0; }
void launch(int *p, int a, int b) {
  work<<<a > b ? 1 : 2, 32>>>(p);
  work<<<a >> 1, 32>>>(p);
  work<<<(a > b), 32 > a>>>(p);
}
