// A pragma list that breaks off at the end of its line: nvcc's front ends read no more of
// the unit's code (nothing after it is reported), but still check later pragmas.
int f1() { int a1; return 0; }
#pragma nv_diag_suppress 177,
int f2() { int a2; return 0; }
#pragma nv_diag_warning
int f3() { int a3; return 0; }
