// Pragmas override the flags; nv_diag_default goes back to what the flags say.
int f1() { int a1; return 0; }
#pragma nv_diag_warning 177
int f2() { int a2; return 0; }
#pragma nv_diag_default 177
int f3() { int a3; return 0; }
#pragma nv_diag_suppress 177
int f4() { int a4; return 0; }
#pragma nv_diag_default 177
#pragma nv_diag_error 177
#pragma nv_diag_warning 177
int f5() { int a5; return 0; }
#pragma nv_diag_suppress 177
#pragma nv_diag_error 177
int f6() { int a6; return 0; }
