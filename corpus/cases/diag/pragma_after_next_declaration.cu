int f1() { int a1; return 0; }
int g1() { return 1; }
#pragma nv_diag_suppress 177
int f2() { int a2; return 0; }
