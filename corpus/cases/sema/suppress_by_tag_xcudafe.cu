// flags: -Xcudafe --diag_suppress=esa_on_defaulted_function_ignored -Xcudafe --diag_suppress=deprecated_string_conv
// cudafe++'s --diag_suppress takes EDG's tags (both passes); #940 stays, its tag not given.
struct S { __host__ __device__ S() = default; int v; };
char* str() { char* s = "abc"; return s; }
int ret(int x) { if (x) return 1; }
