int *make_buffer(int n) {
  int *p = new [n];
  return p;
}
