// #177 on the device pass for an unreferenced namespace-scope object with internal linkage
// (anonymous namespace, `static`, `const`) of a class made and destroyed without effects
// (an aggregate, a base of one, a constexpr constructor, a defaulted destructor, a union),
// with no initializer or a braced list of constants; a class with a user-provided
// constructor or destructor (`T`, `Dt`, `std::string`) keeps nvcc quiet. So do default member
// initializers unless every field has a constant one (`M`); virtual functions and arrays do not.
// cufront leaves the library's classes (`std::mutex`, `std::atomic<int>`) undecided.
#include <mutex>
#include <atomic>
#include <string>
struct S { int x; };
struct M { int x = 1; };
struct T { T() {} int x; };
struct D { S s; float f[2]; };
struct C { constexpr C() : x(1) {} int x; };
struct B : S { int y; };
struct Dt { ~Dt() {} int x; };
struct Dd { ~Dd() = default; int x; };
union U { int i; float f; };
struct V { virtual void f() {} };
namespace { S a1; S a2{}; S a3 = {}; S a4{1}; M a5; T a6; D a7; int used; }
static S s1;
static M s2;
static T s3;
static const S s4{};
namespace {
  std::mutex m1;
  std::atomic<int> at1;
  std::string str1;
  C c1;
  B b1;
  Dt dt1;
  Dd dd1;
  U u1;
  V v1;
  S arr1[3];
}
