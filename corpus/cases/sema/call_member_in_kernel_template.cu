// A kernel template's instance calling host members: cicc names them as in ordinary code
// (`S::f() const`, `S::g(const S&)`): the call at the object, the identifier at the member.
struct S { int f() const { return 1; } int g(const S &) { return 2; } };
template <typename T> __global__ void k(T t) { S s; s.f(); s.g(s); }
void launch() { k<<<1, 1>>>(1); }
