// In a `__builtin_constant_p` argument cudafe++ gives no #186, #62 nor #63, where cicc
// gives them; #191, #187 and #174 are given by both, and #186 outside the argument too.
__global__ void k(int *o, unsigned u, int x) {
  o[0] = __builtin_constant_p(u >= 0);
  o[1] = __builtin_constant_p(1 << 40);
  o[2] = __builtin_constant_p(x << -1);
  o[3] = __builtin_constant_p((const int)x);
  o[4] = __builtin_constant_p((x = 1) ? 1 : 2);
  o[5] = __builtin_constant_p((u >= 0, x));
  o[6] = u >= 0;
}
void h(int *o, unsigned u, int x) {
  o[0] = __builtin_constant_p(u >= 0);
  o[1] = __builtin_constant_p(1 << 40);
  o[2] = u >= 0;
}
