// Operator functions: EDG names them `operator +(...)`, `H::operator ()` in call messages but
// `operator=` in #20012. An explicit `operator+(a, a)` call is reported as `a + a` is.
struct V { int x; };
V operator+(V a, V b) { return a; }
__device__ V f(V a) { return operator+(a, a); }
struct G { __host__ __device__ G &operator=(const G &) = default; };
struct H { int operator()(int x) { return x; } };
__device__ int g(H h) { return h.operator()(1); }
