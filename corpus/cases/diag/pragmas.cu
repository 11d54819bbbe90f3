// nv_diag pragmas act from their line on: each function's unused local shows the state.
int f1() { int a1; return 0; }
#pragma nv_diag_suppress 177
int f2() { int a2; return 0; }
#pragma nv_diagnostic push
#pragma nv_diag_error declared_but_not_referenced
int f3() { int a3; return 0; }
#pragma nv_diagnostic pop
int f4() { int a4; return 0; }
#pragma nv_diag_default 177
int f5() { int a5; return 0; }
#pragma nv_diag_warning 177
int f6() { int a6; return 0; }
#pragma diag_suppress 177
int f7() { int a7; return 0; }
#pragma nv_diag_once 177
int f8() { int a8; return 0; }
int f9() { int a9; return 0; }
