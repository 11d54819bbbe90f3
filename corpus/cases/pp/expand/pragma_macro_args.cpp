// Are macros in pragma arguments expanded in the -E output? (Depends on the pragma.)
#define N 4
#define NAME foo
#define DIAG "-Wunused"
#pragma unroll N
#pragma GCC unroll N
#pragma nv_diag_suppress N
#pragma pack(push, N)
#pragma pack(pop)
#pragma GCC diagnostic ignored DIAG
#pragma omp parallel for num_threads(N)
#pragma message("msg " DIAG)
#pragma redefine_extname NAME bar
#pragma weak NAME
#pragma GCC push_options
#pragma GCC optimize(N)
#pragma GCC pop_options
#pragma STDC FP_CONTRACT N
#pragma GCC ivdep
#pragma scalar_storage_order default
NAME N
