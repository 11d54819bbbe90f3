// Operator functions called by name: `operator+(a, b)` calls what unqualified lookup and
// argument-dependent lookup find (never a member), reported as the operator expression is.
struct V { int x; };
V operator+(V a, V b) { return a; }
__device__ V operator-(V a) { return a; }
bool operator==(V a, V b) { return true; }
__device__ V f(V a) { return operator+(a, a); }
__device__ bool g(V a, V b) { return operator==(a, b) && operator==(b, a); }
V h(V a) { return operator-(a); }
struct M { M operator*(M) const; };
M operator*(M, int);
__device__ M k(M m) { return operator*(m, 2); }
namespace n {
struct W { int y; };
W operator%(W, W);
}
__device__ n::W r(n::W w) { return operator%(w, w); }
__host__ __device__ V hd(V a) { return operator+(a, a); }
