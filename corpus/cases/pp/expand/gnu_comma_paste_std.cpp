// flags: -std=c++17
// GNU `, ## __VA_ARGS__` under strict -std=c++17 (differs for a macro taking only `...`).
#define e(fmt, ...) f(fmt, ## __VA_ARGS__)
#define only(...) g(a, ## __VA_ARGS__)
#define sp(fmt, ...) h(fmt,##__VA_ARGS__)
#define EMPTY
e(x)
e(x,)
e(x, )
e(x, 1)
e(x, 1, 2)
e(x, EMPTY)
only()
only( )
only(1)
only(1, 2)
only(EMPTY)
sp(y) sp(y,) sp(y, 3)
