// cudafe++ reports a device operator function called from host code at the operator, and
// a call operator's call twice; after its first call diagnostic it names callees with
// parameters by their mangled names, members nested in their class (`_ZNK1SplE1?`).
struct S {
  __device__ int g(int);
  __device__ int h(int) const;
  __device__ S operator+(S) const;
  __device__ S operator-();
  __device__ int operator()(int, int);
  __device__ int operator[](long);
  __device__ S &operator+=(int);
  __device__ bool operator<(const S &) const;
};
namespace n {
struct T { int x; __device__ bool operator==(const T &) const; };
__device__ T operator*(T, T);
__device__ bool operator!(T);
}
struct Z { __device__ int operator()(); };
__device__ void first(int);
void host(S s, n::T t, Z z) {
  z();
  first(1);
  s.g(1);
  s.h(1);
  s + s;
  -s;
  s(1, 2);
  t == t;
  t * t;
  !t;
  s[2];
  s += 3;
  s < s;
}
