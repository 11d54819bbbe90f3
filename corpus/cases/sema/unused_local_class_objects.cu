// Objects of classes made and destroyed without effects draw #177 when nothing names them,
// as scalars do: aggregates (and classes with fields and bases of such classes), classes
// whose constructors are defaulted or constexpr. A user-provided constructor or destructor
// (of the class, a field's or a base's) keeps cicc quiet, and so does a default member
// initializer where not every member has one (B; BB, whose members all have one, warns).
// Braced initializers without calls count as without effects, for scalars too.
struct A { int v; };
struct B { int v = 1; int w[2]; };
struct C { constexpr C() {} };
struct D { __device__ D() {} };
struct E { int v; __device__ ~E() {} };
struct F { A a; };
struct G { D d; };
struct H : A {};
struct I { I() = default; int v; };
struct J { __device__ J(int) {} };
struct K : E {};
struct BB { int v = 1; };
__device__ int g();
__device__ void f() {
  A a;
  B b;
  D d;
  E e;
  F ff;
  G gg;
  H h;
  I i;
  J j(1);
  K k;
  BB bb;
  A a2 = {};
  A a3{1};
  A a4 = {g()};
  A a5;
  (void)a5;
  int s{5};
  int s2 = {g()};
  int s3{};
}
