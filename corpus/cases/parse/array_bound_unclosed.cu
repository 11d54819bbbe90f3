int a[3;
int b = ;
void g() {
  int c[2 * 4;
  int d = ;
}
int e[1] = {0};
