// EDG's tags in `#pragma nv_diag_suppress`: each warning once before its tag's pragma (nvcc
// reports it) and once after (nvcc does not, and says nothing of an invalid tag).
int ret1(int x) { if (x) return 1; }
char* str1() { char* s = "abc"; return s; }
struct S1 { __host__ __device__ S1() = default; int v; };
__global__ void k1(int* p) {
#pragma my_vendor_hint
  p[0] = 1;
  p[1] = p[2] / 0;
  p[3] = p[4] % 0;
}
const int cq1();
struct B1 { virtual void f(int); virtual void f(double); };
struct D1 : B1 { void f(int) const; };

#pragma nv_diag_suppress implicit_return_from_non_void_function
#pragma nv_diag_suppress deprecated_string_conv
#pragma nv_diag_suppress esa_on_defaulted_function_ignored
#pragma nv_diag_suppress unrecognized_pragma_device_code
#pragma nv_diag_suppress divide_by_zero
#pragma nv_diag_suppress mod_by_zero
#pragma nv_diag_suppress useless_type_qualifier_on_return_type
#pragma nv_diag_suppress virtual_function_decl_hidden

int ret2(int x) { if (x) return 1; }
char* str2() { char* s = "abc"; return s; }
struct S2 { __host__ __device__ S2() = default; int v; };
__global__ void k2(int* p) {
#pragma my_vendor_hint
  p[0] = 1;
  p[1] = p[2] / 0;
  p[3] = p[4] % 0;
}
const int cq2();
struct B2 { virtual void f(int); virtual void f(double); };
struct D2 : B2 { void f(int) const; };
