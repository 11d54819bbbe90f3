struct S {};
namespace n { struct T {}; enum E { A }; }
__device__ void d(S s, n::T &t, const n::T *p, n::E e);
void h(S s, n::T t) { d(s, t, &t, n::A); }
