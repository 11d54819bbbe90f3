// The host copy constructor an initialization from a named object of the class calls, in
// device and host-device code: the one taking `T &` for a non-const object where there is
// one, else `const T &`; reported at the variable (cicc adds the destructor where the
// object leaves its block). A move constructor binds no lvalue; a class whose copy
// constructor runs on both sides gets nothing.
struct HC {
  HC() {}
  HC(int) {}
  HC(const HC &) {}
  HC(HC &&) {}
};
struct Both {
  Both() {}
  Both(Both &) {}
  Both(const Both &) {}
};
struct Fine {
  Fine() {}
  __host__ __device__ Fine(const Fine &) {}
};
__device__ void copies(HC a, const HC c) {
  HC b = a;
  HC d(a);
  HC e = c;
  (void)b;
  (void)d;
  (void)e;
}
__device__ void picks(Both x, const Both y) {
  Both p = x;
  Both q = y;
  (void)p;
  (void)q;
}
__host__ __device__ void both_sides(HC a) {
  HC b = a;
  (void)b;
}
__device__ void fine(Fine f) {
  Fine g = f;
  (void)g;
}
// The host pass: a device copy constructor called from host code, named by its signature
// the first time and mangled after (as other callees).
__device__ void dv(int);
struct D { D() {} __device__ D(const D &) {} };
void h(D a) {
  D b = a;
  D c(a);
  dv(1);
  (void)b;
  (void)c;
}
