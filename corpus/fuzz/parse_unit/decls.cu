int a, *b = &a, c[4] = {1, 2}, (*fp)(int, char) = nullptr;
static const unsigned long long d = sizeof(int) * 8;
extern "C" int printf(const char *, ...);
typedef struct { int x; } pod_t;
using fn_t = void (*)(int);
