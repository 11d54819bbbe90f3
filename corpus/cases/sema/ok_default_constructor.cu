// Default initializations nvcc accepts: implicit and defaulted constructors (host and device),
// host-device and device constructors in device code, host constructors in host code, a
// class whose only constructors take arguments (an error of its own elsewhere, not here:
// none is declared without an initializer), and an unused static device function, which
// cicc never lowers.
struct Implicit { int v; };
struct Defaulted { Defaulted() = default; int v; };
struct Both { __host__ __device__ Both() {} };
struct Dev { __device__ Dev() {} };
struct Host { Host() {} };
struct Member { Host h; };
__global__ void k(int *out) {
  Implicit i;
  Defaulted d;
  Both b;
  Dev v;
  i.v = 1;
  d.v = 2;
  (void)b;
  (void)v;
  *out = i.v + d.v;
}
void host() {
  Host h;
  Both b;
  Implicit i;
  (void)h;
  (void)b;
  (void)i;
}
static __device__ void unused() {
  Host h;
  (void)h;
}
__host__ __device__ int hd() {
  Both b;
  (void)b;
  return 0;
}
