// A name's constant value is the one visible where it stands: an out-of-line member's body
// sees its class's and namespace's names first; a variable defined after the use has no
// value there; `const volatile` is no constant. Where the value is certain, #69 stays.
const int N = 300;
struct S { static const int N = 3; __device__ int g(); };
__device__ int S::g() { unsigned char c = N; return c; }
namespace A { const int N = 3; __device__ int f(); }
__device__ int A::f() { unsigned char c = N; return c; }
extern const int EN;
int e() { unsigned char c = EN; return c; }
const int EN = 300;
struct T { static const int M; };
int m() { unsigned char c = T::M; return c; }
const int T::M = 300;
__device__ int v() { const volatile int lv = 300; unsigned char c = lv; return c; }
__device__ int w() { unsigned char c = N; return c; }
__global__ void k(int *o) { S s; o[0] = s.g() + A::f() + v() + w(); }
int main() { return e() + m(); }
