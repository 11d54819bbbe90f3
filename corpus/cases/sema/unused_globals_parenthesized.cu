// #177 (device pass) for internal globals initialized by a literal in parentheses, as for
// `= literal`; a constructor call (`S s(3)`) keeps nvcc quiet. So do nested parentheses, a signed
// literal and `true` (`h((3))`, `i(-3)`, `j(true)`): nvcc warns of those too.
static int a(3);
static long b(4L);
static char c('x');
static double d(1.5);
namespace { int e(0); unsigned f(7u); const int g(2); }
static int h((3));
static int i(-3);
static bool j(true);
struct S { S(int); };
static S s(3);
