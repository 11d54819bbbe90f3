// flags: --c++20
template <typename T> concept Small = sizeof(T) <= 4;
template <typename T> void forward_to(T t) { helper(t); }
bool small_int = Small<int>;
constexpr int mode() {
  if consteval { return 1; } else { return 2; }
}
constexpr int other_mode() {
  if !consteval { return 3; }
  return 4;
}
struct Point { int x, y; };
int structured() {
  Point p{1, 2};
  auto [a, b] = p;
  return a + b;
}
