// #174 and the usual arithmetic conversions: integral operands (promoted or converted) and
// `&&`, `!`, `?:`, unary `+` on any arithmetic one have no effect; floating-point
// arithmetic and comparisons do, in EDG's eyes (`d + 1.0`, `d < x`, `-d`). A comma's left
// operand without effect gets its own #174, even in a statement that has one.
void h(int x, double d, char c, long l, unsigned u, float fl, short sh, bool b) {
  x < d;
  d < x;
  d + 1.0;
  d + 1;
  x + 1.0;
  c + 1;
  x + 1L;
  l + x;
  u + x;
  x + 1u;
  fl * 2.0f;
  fl * 2.0;
  sh + sh;
  d < d;
  x + c;
  b + 1;
  !d;
  -c;
  b && d;
  x ? d : 1;
  1.0;
  c;
  x, d;
  d, x;
  c, x;
  -d;
  +d;
  d != 0;
}
