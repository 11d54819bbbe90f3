// A pragma inside a function body acts from its place on: the state at the declaration
// decides, not the state where the function ends.
int f1() {
  int a1;
#pragma nv_diag_warning 177
  return 0;
}
int f2() {
#pragma nv_diag_suppress 177
  int a2;
#pragma nv_diag_warning 177
  return 0;
}
#pragma nv_diag_default 177
int f3() {
  int a3;
#pragma nv_diag_suppress 177
  return 0;
}
