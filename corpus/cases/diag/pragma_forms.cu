// Malformed diagnostic pragmas: nvcc's warnings, and what each still applies.
#pragma nv_diag_warning 99999, EC177, 177-D
int f1() { int a1; return 0; }
#pragma nv_diag_suppress (177)
int f2() { int a2; return 0; }
#pragma nv_diag_suppress 0177
int f3() { int a3; return 0; }
#pragma nv_diag_suppress 0xb1 550
int f4() { int a4; return 0; }
#pragma nv_diagnostic pop
#pragma nv_diagnostic push_it
#pragma nv_diagnostic
#pragma nv_diag_warning 177, (
int f5() { int a5; return 0; }
#pragma nv_diag_once EC1, declared_but_not_referenced
int f6() { int a6; return 0; }
