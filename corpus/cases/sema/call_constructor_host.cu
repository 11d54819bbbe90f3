// Constructors that run on the device only, called from host code: cudafe++ names the first
// callee it reports by its signature and later ones by their mangled names (a constructor's
// `C1`, each parameter `1?`), whatever the form of the call; a returned temporary at the cast.
struct D { __device__ D(int) {} __device__ D(int, int) {} };
__device__ void first(int) {}
void host(int i) {
  D c{1};
  D d = {1, 2};
  D e(3);
  D g = i;
  D(1, 2);
  D *p = new D(2);
  first(1);
  (void)p;
}
D made() { return D(5); }
