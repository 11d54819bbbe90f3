// Valid redeclarations of namespace-scope variables: no EC3369 (`extern "C"` without braces,
// `extern` after a definition, other namespaces), and no #177 for a constant an `extern`
// declaration made external; #177 for `static int a; extern int a;` (a declaration names nothing).
extern "C" int x1;
extern "C" int x1;
extern "C" { int x2; }
extern "C" int x2;
int x3;
namespace n { int x3; }
inline namespace v1 { int x4; }
static int a;
extern int a;
int c;
extern int c;
extern const int d;
const int d = 1;
extern __shared__ int dyn[];
extern __shared__ int dyn[];
thread_local int tl;
extern thread_local int tl;
namespace m { int y; }
namespace m { extern int y; }
int (*fp)(int);
extern int (*fp)(int);
struct S { static constexpr int k = 1; };
constexpr int S::k;
template <class T> T vt = T();
template <> int vt<int> = 3;
#ifdef __CUDA_ARCH__
int pv = 1;
#else
int pv = 2;
#endif
struct T { static const int m = 1; static int n; static constexpr int c = 2; };
const int T::m;
int T::n = 2;
constexpr int T::c;
namespace { int w2; }
namespace { extern int w2; }
namespace p { namespace { int w3; } }
namespace { namespace { int w3x; } }
int use_w() { return w2 + p::w3 + w3x + T::m + T::n + T::c; }
