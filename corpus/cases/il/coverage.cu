// flags: --c++20
template <typename T> concept Small = sizeof(T) <= 4;
template <typename T> struct Traits { typedef T value_type; };
template <typename T> typename Traits<T>::value_type first(T v) { return v; }
template <typename... Ts> int sum(Ts... ts) { return (ts + ... + 0); }
template <typename... Ts> int total(Ts... ts) { return (... + ts); }
template <typename... Ts> int forward_all(Ts... ts) { return sum(ts...); }
template <int N, template <typename> class C> struct Pair { C<int> c; };
typedef float float4_t __attribute__((vector_size(16)));
struct Shape { virtual ~Shape(); int sides; int count() { return this->sides; } };
struct Square : Shape {};
namespace geometry { int area; }
namespace geo = geometry;
using geometry::area;
int checks(Shape *s, const int *p, int n) {
  if constexpr (sizeof(int) == 4) { n = 1; }
  int values[3] = {1, 2, 3};
  for (int v : values) n += v;
  Square *sq = dynamic_cast<Square *>(s);
  int *q = const_cast<int *>(p);
  long wide = long(n);
  bool nothrow = noexcept(checks(s, p, n));
  bool same = __is_same(int, long);
  auto lambda = [n](int x) { return x + n; };
  try { throw n; } catch (int e) { n = e; } catch (...) { n = 0; }
  asm volatile("" ::: "memory");
  void *target = &&done;
  goto *target;
done:
  return n + *q + (sq != nullptr) + wide + nothrow + same + lambda(1);
}
