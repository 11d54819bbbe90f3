int f1() { int a1; return 0; }
#pragma nv_diag_suppress 177
#pragma nv_diag_warning 177
int f2() { int a2; return 0; }
#pragma nv_diag_suppress 177
