// flags: --c++20
int unread(int n) {
  int x = ;
  return n;
}
int compare(int a, int b) {
  auto c = a <=> b;
  return 0;
}
