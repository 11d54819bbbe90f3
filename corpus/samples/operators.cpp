// Every punctuator, longest match first.
#include <compare>
#include <cstddef>

struct P { int m; int f() const { return m; } };

auto ops(int a, int b, P* p, int P::*pm, int (P::*pf)() const) {
    int r = 0;
    r += a; r -= b; r *= a; r /= b ?: 1; r %= 7;
    r ^= a; r &= b; r |= a; r <<= 2; r >>= 1;
    r = a + b - a * b / (b | 1) % 3;
    r = (a ^ b) & (a | b);
    r = ~a + !b;
    r = a << 2 >> 1;
    bool c = a == b || a != b && a < b && a > b && a <= b && a >= b;
    auto s = a <=> b;
    ++r; r++; --r; r--;
    r = p->m + (p->*pm) + ((*p).*pm) + ((*p).*pf)() + (p->*pf)();
    r = c ? a : b;
    r = a---b;
    r = a+++b;
    r = a-->b;
    r = a<<=b;
    r = a<=>b < 0;
    P q{.m = 3};
    r += q.m;
    int arr[] = {1, 2, 3,};
    r += arr[0] + int(sizeof arr);
    return s < 0 ? r : -r;
}

template <class... Ts> constexpr std::size_t count(Ts... ts) { return sizeof...(Ts) + sizeof...(ts); }

namespace outer::inner { int v = ::outer::inner::v; }

#define H # x
#define HH(a, b) a ## b
#define VARIADIC(...) __VA_ARGS__
