// #177 and the GNU attributes that reference a static without naming it in code: an
// `alias("name")` string references its target (the alias itself is still unreferenced),
// `weakref` marks its declaration used, and `section("…")` keeps nvcc quiet on a static
// variable at namespace or block scope, not on a function nor on a variable of an
// anonymous namespace.
static int alias_target() { return 1; }
static int alias_of_target() __attribute__((alias("alias_target")));
static int aliased_var = 1;
extern int var_alias __attribute__((alias("aliased_var")));
static int weak_puts() __attribute__((weakref("puts")));
static int in_section __attribute__((section(".data.cufront"))) = 1;
static int in_section_bare __attribute__((__section__(".data.cufront")));
static void function_in_section() __attribute__((section(".text.cufront")));
static void function_in_section() {}
namespace { int anonymous_in_section __attribute__((section(".data.anon"))) = 1; }
__device__ void f() { static int local_in_section __attribute__((section("dsec"))) = 1; }
__global__ void k() { f(); }
int main() { return var_alias; }
