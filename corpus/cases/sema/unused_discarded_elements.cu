// #550 "set but never used" and array elements: an element discarded (`(void)a[i]`, `a[0];`,
// `static_cast<void>(a[1])`) uses the array; assigning one only sets it.
__device__ void f(int n) {
  int discarded[2] = {n, n}; (void)discarded[n];
  int statement[2] = {n, n}; statement[0];
  int cast[2] = {n, n}; static_cast<void>(cast[1]);
  int assigned[2] = {1, 2}; assigned[0] = 3;
  int whole[2] = {}; (void)whole;
}
__global__ void k() { f(1); }
