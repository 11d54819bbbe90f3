// Class pointers nvcc compares: a derived class's with its base's at any depth, through a
// virtual base or a template base, with qualifiers, void pointers, the same class.
struct A {};
struct D : A {};
struct E : D {};
struct V : virtual A {};
template <class T> struct TB {};
struct X : TB<int> {};
struct M : A, TB<float> {};
typedef A AliasA;
bool f(A *a, D *d, E *e, V *v, X *x, TB<int> *tb, const D *cd, void *vp, AliasA *aa, M *m, TB<float> *tf) {
  bool r = a == d;
  r = e == a;
  r = v == a;
  r = x == tb;
  r = cd == a;
  r = vp == a;
  r = aa == a;
  r = m == a;
  r = m == tf;
  r = d <= e;
  return r;
}
template <class T> struct Base {};
template <class T> struct Derived : Base<T> {
  bool same(Base<T> *b) { return this == b; }
};
__device__ bool g(const E *e, const A *a) { return e == a; }
