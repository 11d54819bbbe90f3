// Operator functions called by name where the operator expression would find more: members
// (never found by the name outside the class), overloads told apart by their arguments, and
// calls that are valid (host-device operators, host code calling host operators).
struct V { int x; V operator-(V) const; };
V operator-(V a, int b);
__host__ __device__ V operator+(V a, V b);
V operator+(V a, int b);
__device__ V f(V a) { return operator-(a, 1); }
__device__ V g(V a) { return operator+(a, a); }
__device__ V k(V a) { return operator+(a, 2); }
__device__ bool operator<(V, V);
void host(V a, V b) { bool x = operator<(a, b); (void)x; }
V h(V a) { return operator+(a, 2) + operator-(a, 3); }
struct C {
  int y;
  __device__ C m(V a) { return operator*(a); }
  __host__ __device__ C operator*(V) const;
};
C operator*(C, V);
