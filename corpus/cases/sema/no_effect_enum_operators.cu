// #174 on operators applied to enumerations: the built-in operator has no effect, unless an
// operator function that lookup finds at the expression (ordinary, or argument-dependent:
// the enumeration's namespace, its class's friends) takes the enumeration: then it is a
// call. One declared after the expression is no candidate there. Before C++20, `!=` is no
// rewritten `==` (case no_effect_rewritten_comparisons). cufront leaves a class's friends
// undecided.
enum E { A, B };
enum F { C, D };
namespace n { enum G { X, Y }; bool operator==(G, G); }
bool operator<(E, E);
struct S { enum H { P, Q }; friend bool operator>(H, H); };
void h(E e, F f, n::G g, S::H k) {
  e == A;
  e < B;
  f < C;
  g == n::X;
  g != n::Y;
  k > S::P;
  k < S::Q;
  e + 1;
  A | B;
}
bool operator+(E, int);
