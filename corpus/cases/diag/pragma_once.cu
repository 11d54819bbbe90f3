// nv_diag_once is sticky: neither pop nor nv_diag_default undoes it, and each pass counts
// its own reports (the host pass reports #177 only once it is classified).
#pragma nv_diagnostic push
#pragma nv_diag_once 177
int f1() { int a1; return 0; }
int f2() { int a2; return 0; }
#pragma nv_diagnostic pop
int f3() { int a3; return 0; }
#pragma nv_diag_once 177
#pragma nv_diag_default 177
int f4() { int a4; return 0; }
#pragma nv_diag_suppress 177
int f5() { int a5; return 0; }
#pragma nv_diag_warning 177
int f6() { int a6; return 0; }
int f7() { int a7; return 0; }
#pragma nv_diag_error 177
int f8() { int a8; return 0; }
