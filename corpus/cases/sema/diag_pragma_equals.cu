// `#pragma nv_diag_suppress = tag` (and `=177`, `= 550, 549`): the `=` is taken, the list
// applied.
#pragma nv_diag_suppress = declared_but_not_referenced
__device__ void d() { int x4; }
#pragma nv_diag_suppress =177
__device__ void e() { int x5; }
#pragma nv_diag_suppress = 550, 549
__device__ void f() { int x6; x6 = 1; }
