// A member function's body written in its class is read at the class's end: a friend
// redeclaration after it is seen there (no error for f), a later namespace one is not.
__device__ int f();
struct S {
  int h() { return f(); }
  friend __host__ int f();
};
__device__ int g();
struct T {
  int h() { return g(); }
};
int g();
