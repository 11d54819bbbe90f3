// #174 on an enumerator of a class template (of an unnamed, named or scoped enum, written
// `D::kE` too, used in a nested class) as a statement in a member function: cudafe++ says
// nothing at the definition. It warns of an enumerator of a local enum, of a namespace's
// or of another class's, and of a comma statement's enumerator operand.
enum G { kG = 1 };
struct N { enum { kN = 2 }; };
template <class T> struct D {
  enum { kE = 5 };
  enum Named { kA, kB };
  enum class Sc { kS };
  __device__ void f() { kE; }
  __device__ void g() { kA; }
  __device__ void h() { Sc::kS; }
  __device__ void i() { D::kE; }
  __device__ void j() { kG; }
  __device__ void k() { N::kN; }
  __device__ void l() { enum { kL }; kL; }
  __device__ void m(int y) { kE, y; }
  __device__ void n() { kE + 1; -kE; }
  struct In { __device__ void o() { kE; } };
};
template <class T> __device__ void ft() { enum { kF }; kF; kG; }
