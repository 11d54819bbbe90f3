// Operations nvcc warns of on both passes though they are valid:
// - #186 "pointless comparison of unsigned integer with zero": `u >= 0`, `u < 0`, `0 <= u`,
//   `0 > u` of a variable of an unsigned type (char and short too; typedefs such as size_t)
//   and a literal zero of any suffix, at the operator, in a macro's expansion too;
// - #39 "division by zero" and #179 "right operand of "%" is zero": a variable divided by a
//   literal zero, at the zero;
// - #191 "type qualifier is meaningless on cast type": a cast to a scalar type with a
//   top-level qualifier, at the type's first token;
// - #815 "type qualifier on return type is meaningless": a function returning a scalar type
//   with a top-level qualifier, at the qualifier, on every declaration, members too.
#include <cstddef>
#define NONNEG(v) ((v) >= 0)
int ge(unsigned u) { return u >= 0; }
int lt(unsigned u) { return u < 0; }
int le_reversed(unsigned u) { return 0 <= u; }
int gt_reversed(unsigned u) { return 0 > u; }
int long_suffix(unsigned long u) { return u >= 0L; }
int size(size_t n) { return n >= 0; }
int small(unsigned char c, unsigned short s) { return (c >= 0) + (s < 0); }
int in_macro(unsigned u) { return NONNEG(u); }
int in_condition(unsigned u) { for (unsigned i = u; i >= 0; i--) { return 1; } return 0; }
__device__ int in_device(unsigned u) { return u >= 0; }
int divided(int x) { return x / 0; }
int remainder(int x) { return x % 0; }
int floating(double d) { return d / 0; }
int unsigned_zero(int x) { return x / 0u; }
int cast(int x) { return (const int)x; }
int cast_volatile(int x) { return (volatile int)x; }
int cast_static(int x) { return static_cast<const int>(x); }
int cast_pointer(char *p) { return (char *const)p != 0; }
const int returned() { return 1; }
const unsigned declared();
const unsigned declared() { return 2; }
int *const pointer() { return 0; }
static const int internal() { return 1; }
volatile int volatile_returned() { return 1; }
enum E { e0 };
const E enumeration() { return e0; }
struct S { const int m() { return 1; } static const unsigned n(); };
const unsigned S::n() { return 2; }
extern "C" const char c_function();
__host__ __device__ const float both() { return 1.f; }
