// #174 on commas in a template: cudafe++ at the definition, cicc in the instance. A comma
// statement gets one (two elsewhere), and none on the definition where its left operand is
// an operation on a dependent operand. cufront decides the definition's non-dependent forms.
int g;
template <typename T> void t(T x, int y, int z) {
  x, y;
  y, z;
  y, g = 2;
  g = (y, 3);
  x + y, z;
}
void u() { t(1, 2, 3); }
