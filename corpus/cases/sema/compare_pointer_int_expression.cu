// A pointer compared with an integer expression that is no literal (EC42): `(x - x)` and
// `2 * 3` are ints but no null pointer constants, whatever their value; `y - y` is a long,
// `c - c` an int (promoted). cufront decides `+ - *` on names and literals of one type.
bool run(int *p, int x, long y, char c) {
  bool b1 = p == (x - x);
  bool b2 = p != 2 * 3;
  bool b3 = p == (1 + 0);
  bool b4 = p == (y - y);
  bool b5 = (x + 1) == p;
  bool b6 = p == (c - c);
  return b1 && b2 && b3 && b4 && b5 && b6;
}
