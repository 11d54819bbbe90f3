template <int N, typename T> auto segment(T *ptr) -> T (*)[N] { return (T(*)[N])ptr; }
template <class F> struct Fn {};
struct U {}; struct V {};
Fn<void(U*, V&)> f1;
Fn<U(*)(V*)> f2;
int g(int *p) { return ((int(&)[2])*p)[0]; }
