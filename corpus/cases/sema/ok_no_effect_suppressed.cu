// #174 suppressed by its tag: nothing printed.
#pragma nv_diag_suppress expr_has_no_effect
void f(int x) { x; }
