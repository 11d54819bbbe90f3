// A diagnostic made a remark is not printed: `#pragma nv_diag_remark` with numbers or tags
// (until a later pragma classifies it again), on both passes.
#pragma nv_diag_remark declared_but_not_referenced, set_but_not_used
#pragma nv_diag_remark 940
__device__ void f() { int unused_local; int only_set = 1; only_set = 2; }
__device__ int no_return() { }
__global__ void k() { f(); no_return(); }
#pragma nv_diag_warning 177
__device__ void g() { int warned_again; }
