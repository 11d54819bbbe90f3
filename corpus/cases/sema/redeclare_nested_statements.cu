// A statement that is another's whole body (unbraced) declares in its own scope: no
// redeclaration error for `for (int j…) for (int j…)` and the like; a braced body's block is
// the outermost one (`for (int i…) { int i; }` is an error).
__device__ int f(int n) {
  int r = 0;
  for (int j = 0; j < n; ++j)
    for (int j = 0; j < 2; ++j) r++;
  return r;
}
int g(int n) {
  int r = 0;
  for (auto k : {1, 2})
    for (auto k : {3}) r += k;
  while (int w = n--)
    for (int w = 0; w < 1; ++w) r++;
  if (int c = n)
    for (int c = 0; c < 1; ++c) r++;
  if (int d = n) r++; else for (int d = 0; d < 1; ++d) r++;
  for (int m = 0; m < n; ++m)
    if (int m = 1) r += m;
  for (int q = 0; q < 1; ++q)
    while (int q = 0) r++;
  return r;
}
void e(int n) { for (int i = 0; i < n; ++i) { int i = 2; (void)i; } }
