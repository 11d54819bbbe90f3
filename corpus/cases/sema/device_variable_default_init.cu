// Device variables default-initialized by a constructor: dynamic unless it is constexpr or
// "empty" (defined, no parameters, no member initializers, no statements, no virtual
// functions or default member initializers in its class), whatever its execution space.
struct S { int a; S() : a(1) {} };
struct T { int a = 1; };
struct U { U(); int a; };
struct V { constexpr V() {} };
struct W { W() = default; int a; };
struct X { X(int = 0); };
struct D { __device__ D() {} };
struct HD { __host__ __device__ HD() {} };
struct M { S s; };
struct E { ~E() {} };
static __device__ S s4;
struct H { H() {} };
struct B { int a; B() { a = 1; } };
struct I { int a = 3; I() {} };
struct K { K() {} virtual void f() {} };
struct L { L(); };
L::L() {}
struct N { N() noexcept {} };
struct O { O(); int a; };
O::O() : a(2) {}
struct P2 { P2() {} P2(int) {} };
struct Q { constexpr Q() : a(1) {} int a; };
__device__ S s1;
__device__ T t1;
__device__ U u1;
__device__ V v1;
__device__ W w1;
__device__ X x1;
__device__ D d1;
__device__ HD hd1;
__device__ M m1;
__constant__ S s2;
__managed__ S s3;
__device__ S arr[2];
__device__ E e1;
__device__ H h1;
__device__ B b1;
__device__ I i1;
__device__ K k1;
__device__ L l1;
__device__ N n1;
__device__ O o1;
__device__ P2 p1;
__device__ Q q1;
