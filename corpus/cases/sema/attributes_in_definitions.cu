// EC1113 "attributes are not permitted in a function definition": an attribute list after the
// declarator of a function defined (or deleted) outside a class, at the list's first token (a
// macro's expansion's columns), both passes; twice on each for a class member defined outside
// its class. Not for in-class definitions, friends, lambdas, templates, declarations.
int a1() __attribute__((cold)) { return 1; }
inline int a2() __attribute__((noinline));
inline int a2() { return 2; }
struct S {
  int m() __attribute__((pure)) { return 1; }
  int n() const __attribute__((unused));
  S() __attribute__((cold)) = default;
  friend int c3() __attribute__((cold)) { return 3; }
  ~S();
};
int S::n() const { return 3; }
S::~S() __attribute__((cold)) {}
__device__ int a3() __attribute__((cold)) { return 1; }
template <class T> T a4(T x) __attribute__((used)) { return x; }
int a5() noexcept __attribute__((const)) { return 5; }
int a7() [[gnu::cold]] { return 7; }
int a8() __attribute__((unused)) __attribute__((cold)) { return 8; }
__device__ __host__ int b6() noexcept __attribute__((cold)) { return 1; }
namespace q { int b7() __attribute__((cold)); }
int q::b7() __attribute__((cold)) { return 1; }
struct T { T() __attribute__((cold)); int v() const; };
T::T() __attribute__((cold)) {}
int T::v() const __attribute__((cold)) { return 7; }
__global__ void b8() __attribute__((cold)) {}
int c2() __attribute__((cold)) = delete;
extern "C" int c4() __attribute__((cold)) { return 4; }
auto l = []() __attribute__((cold)) { return 6; };
int c6(int x) __attribute__((cold)) try { return x; } catch (...) { return 0; }
#define ATTR __attribute__((cold))
int c7() ATTR { return 8; }
int c8() __attribute__(()) { return 9; }
