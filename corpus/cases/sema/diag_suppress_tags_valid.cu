// The diagnostic tags nvcc takes in `#pragma nv_diag_suppress` (each confirmed alone with the
// oracle): every warning below is suppressed, on both passes.
#pragma nv_diag_suppress set_but_not_used
void a() { int b; b = 1; }
#pragma nv_diag_suppress used_before_set
int c() { int q; return q; }
#pragma nv_diag_suppress integer_sign_change
unsigned u = -1;
#pragma nv_diag_suppress integer_truncated
unsigned char ch = 300;
#pragma nv_diag_suppress shift_count_too_large
int s = 1 << 40;
#pragma nv_diag_suppress negative_shift_count
int s2 = 1 << -1;
#pragma nv_diag_suppress unsigned_compare_with_zero
bool cm(unsigned x) { return x >= 0; }
#pragma nv_diag_suppress assign_where_compare_meant
void as(int x) { while (x = 0) {} }
#pragma nv_diag_suppress cast_to_qualified_type
int cq(int x) { return (const int)x; }
#pragma nv_diag_suppress partial_override
struct B { virtual void f(int) {} virtual void f(double) {} };
struct D : B { void f(int) override {} };
