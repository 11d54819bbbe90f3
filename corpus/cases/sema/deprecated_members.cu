// flags: -arch=sm_80
// Deprecated member functions called through an object, a pointer or a derived class's object:
// #1215 (#1444 with the message) at the member's name on the device pass, in device and
// host-device code; an overload the call does not choose says nothing.
struct S {
  __device__ [[deprecated]] void m() {}
  __device__ [[deprecated("old")]] int n() { return 1; }
  __device__ [[deprecated]] void o(int) {}
  __device__ void o(float) {}
  __host__ __device__ [[deprecated]] void hd() {}
};
struct D : S { __device__ void x(); };
__device__ void f(S s, S *p, D d) {
  s.m();
  p->m();
  (void)s.n();
  s.o(1.0f);
  s.hd();
  d.m();
}
void h(S s) { s.hd(); }
