// flags: -std=c++20
constexpr int mode() {
  if consteval { return 1; } else { return 2; }
}
constexpr int other() {
  if !consteval { return 3; }
  return 4;
}
int main() { return mode() + other(); }
