int f(int a, int b = 2) try { return a / b; } catch (...) { return 0; }
auto g() -> int (*)(int) { return nullptr; }
constexpr int h(int n) noexcept(true) { return n <= 1 ? 1 : n * h(n - 1); }
[[nodiscard]] static inline int k() { return 0; }
void (*signal(int, void (*)(int)))(int);
int S::member() const & { return 0; }
