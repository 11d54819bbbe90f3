// Member calls in the instances of kernel and device function templates: through a pointer,
// a reference, of a host-device or device member (silent), of an overloaded member, and of a
// member whose class has a base (cufront leaves the last two undecided).
struct S {
  int f() const { return 1; }
  int h(int x) { return x; }
  int h(float x) { return 2; }
  __host__ __device__ int hd() { return 3; }
  __device__ int d() { return 4; }
};
struct B { int b() { return 5; } };
struct D : B { int e() { return 6; } };
template <typename T> __global__ void k(T t, S *p) {
  S s;
  p->f();
  S &r = s;
  r.f();
  s.hd();
  s.d();
  s.h(1);
  D x;
  x.e();
}
template <typename T> __device__ int dev(T t) { S s; return s.f(); }
__global__ void user() { dev(1); }
void launch(S *p) { k<<<1, 1>>>(1, p); }
