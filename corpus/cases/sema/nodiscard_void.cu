// #2811 at the `nodiscard` of a declaration of a function returning `void` (a typedef of it, a
// trailing `-> void`), whatever the attributes and specifiers around it, members too, from
// C++17 on, templates and their members too.
[[nodiscard]] void v1();
void v1();
[[nodiscard]] void v1();
__device__ [[nodiscard]] void dv();
[[nodiscard]] __device__ void dv2() {}
struct S { [[nodiscard]] void m(); [[nodiscard]] static void sm(); };
void S::m() {}
typedef void V;
[[nodiscard]] V vt();
[[nodiscard]] auto va() -> void;
template <class T> [[nodiscard]] void tv(T);
[[nodiscard]] void fv() { v1(); }
