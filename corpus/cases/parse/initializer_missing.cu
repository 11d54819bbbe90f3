int scale(int n) {
  int factor = ;
  return n * factor;
}
