// A call whose name finds one function where it is made (overloads declared after it are
// no candidates there), with arithmetic arguments its arithmetic parameters convert.
__device__ int d(double);
__device__ int e(float, long);
__device__ int p(int *);
int h(int i, unsigned u, char c) {
  return d(1) + d(i) + e(u, c) + e(2, 3.0f);
}
__device__ int d(int *);
__device__ int e(int, int);
int g(int i) { return d(i) + e(i, i); }
