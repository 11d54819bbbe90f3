// flags: -std=c++20
// C++20 rewrites `!=` to `==` and the relational operators to `<=>`: with an `==` or `<=>`
// that takes the enumeration, `!=` and `<` are calls (no #174). Operators with no such
// function stay built in (`g < n::Y`, `k == m::U`). In C++17 (case no_effect_enum_operators),
// `g != n::Y` warns. cufront does not give #2809 yet (nodiscard `operator<` of the result).
#include <compare>
enum E { A, B };
namespace n { enum G { X, Y }; bool operator==(G, G); }
namespace m { enum K { U, V }; std::strong_ordering operator<=>(K, K); }
void h(E e, n::G g, m::K k) {
  g == n::X;
  g != n::Y;
  g < n::Y;
  k < m::V;
  k >= m::U;
  k == m::U;
  e != A;
  e < B;
}
