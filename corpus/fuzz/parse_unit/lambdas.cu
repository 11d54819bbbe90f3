auto f = [](int x) { return x + 1; };
auto g = [=, &f](auto... xs) mutable noexcept -> int { return (f(xs) + ...); };
auto h = []<class T>(T t) { return [t](){ return [&](){ return t; }; }; };
auto d = [] __device__ (float v) { return v * 2.0f; };
int i = [](){ return 42; }();
struct S { int m = [this]{ return 1; }(); };
