// Line markers in a unit: flag 1 enters a file, flag 2 must return to the file it was entered
// from (g++ ignores it otherwise, with a warning, and the code stays in the entered file:
// no warnings in a system header); `#line N "name"` renames the file the diagnostics name.
__global__ void k0(int *p) { int unused_a; p[0] = 1; }
#line 100 "generated.cu"
__global__ void k1(int *p) { int unused_b; p[0] = 1; }
# 1 "fake_sys.h" 1 3
# 7 "line_markers_nesting.cu" 2
__global__ void k2(int *p) { int unused_c; p[0] = 1; }
# 20 "generated.cu" 2
__global__ void k3(int *p) { int unused_d; p[0] = 1; }
# 1 "entered.h" 1
__global__ void k4(int *p) { int unused_e; p[0] = 1; }
# 30 "elsewhere.cu" 2
__global__ void k5(int *p) { int unused_f; p[0] = 1; }
# 40 "" 2
__global__ void k6(int *p) { int unused_g; p[0] = 1; }
