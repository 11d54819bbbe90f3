// Operators applied to what operator functions return: a class value binds by value and to
// const references, not to non-const ones; a returned reference is an lvalue.
struct V { int x; };
V operator+(V a, V b);
V operator-(V a);
V &operator*(V &a);
struct W { int y; };
W operator+(W &a, W &b);
W operator+(const W &a, int b);
W operator-(W &&a);
W operator~(W &a);
W operator~(const W &a);
__device__ V f(V a, V b) { return -(a + b); }
__device__ V g(V a, V b) { return (a + b) + (a + b); }
__device__ V h(V a) { return -*a; }
__device__ W k(W a, W b) { return (a + b) + 1; }
__device__ W m(W a, W b) { return -(a + b); }
__device__ W n(W a, W b) { return ~(a + b); }
__host__ __device__ V hd(V a, V b) { return a + b; }
__device__ V p(V a, V b) { return -hd(a, b); }
