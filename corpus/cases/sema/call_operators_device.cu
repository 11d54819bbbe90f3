// Operators applied to class objects call operator functions: cicc reports a host one called
// from device code at the expression's first token (the `(` of `h(1)` for the identifier),
// names members' parameters of their own class plainly (`const W&`) and const members with
// `const` (`W::operator [] const`). An operand that is itself an operation is not read yet.
struct V { int x; };
V operator+(V a, V b) { return a; }
__device__ V f(V a) { return a + a; }
struct H { int operator()(int x) { return x; } };
__device__ int g(H h) { return h(1); }
struct W { int v; int operator[](int i) const { return v; } bool operator==(const W&) const { return true; } };
__device__ int k(W w) { return w[1] + (w == w); }
V operator-(V a);
__device__ V m(V a) { V b = a; b = a; return -(a + b); }
struct U { U operator/(U) const; };
__host__ __device__ U hd(U u) { return u / u; }
__global__ void kern(V a, W w) { a + a; w[0]; }
namespace n { struct T { int y; }; }
struct X {
  int f(const X &, X, X *, int &, const int &, V, const V &, n::T, const n::T *) const;
  static int s(X, V);
  int operator+(const V &) const;
};
__device__ int a(X x, V v, n::T t, int i) { return x.f(x, x, &x, i, i, v, v, t, &t) + X::s(x, v) + (x + v); }
