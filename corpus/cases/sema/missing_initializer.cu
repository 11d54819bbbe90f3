// A constant without an initializer: EC2385 for constexpr, EC257 for const, at the token
// after the declarator, on both passes, in any memory space and scope; extern declarations
// and static data members in their class need none. An unbounded array is EC70 first.
const int a, b = 1;
extern const int c;
struct T { static const int m; static constexpr int n = 1; };
namespace n { const int x; constexpr int y; }
void f() { const int l; constexpr int k[2]; static const int s; (void)l; (void)k; (void)s; }
__device__ void g() { const int l; (void)l; }
const int *const p;
typedef const int CI;
CI q;
__constant__ const int cc;
const int e = 1, ee;
__device__ const float dd[4];
const int *ok;
const int arr[];
