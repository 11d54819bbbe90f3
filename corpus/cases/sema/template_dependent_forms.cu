// Warnings in a function template that cicc gives only in its instances, where cufront
// reported them at the definition or stayed undecided: `sizeof(T);` and `sizeof x;` as
// statements (#174 on the device pass only), and an unused local initialized by an operation
// on a dependent operand (`int z = x / 0;`: no #177), beside the forms both report.
template <typename T> int t(T x, unsigned u, int y) {
  sizeof(T);
  sizeof(int);
  sizeof(y);
  sizeof(x);
  sizeof x;
  alignof(T);
  y, sizeof(T);
  sizeof(T), y;
  int z = x / 0;
  int q = y / 0;
  int c = (int)x;
  int d = x ? 1 : 2;
  int b = x + 1;
  T f;
  int r = f;
  if (u < 0) {}
  return y;
}
void h(int y) {
  sizeof(int);
  sizeof(y);
}
void u() { t(1, 2u, 3); t(2.5, 2u, 3); }
