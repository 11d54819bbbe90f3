// flags: -std=c++17
// #177 where an initializer calls constexpr functions: a call with literal arguments (or
// such calls) is a constant expression, no effect, and nvcc warns, for locals and globals
// alike; with a variable's or another call's value as an argument it is quiet. In device
// code a constexpr __host__ callee is an error first, and the warning stays.
constexpr int cf() { return 4; }
constexpr int cg(int x) { return x + 1; }
__host__ __device__ constexpr int hd(int x) { return x * 2; }
int f();
int g = 1;
struct K { static constexpr int m() { return 2; } };
static int s1 = cf();
static int s2 = cg(3);
static int s3 = cg(f());
static int s4 = K::m();
static int s5 = cg(g);
static int s6 = hd(hd(2));
__device__ void d() {
  int l1 = cf();
  int l2 = cg(2);
  const int l3 = cf();
  int l4 = cg(f());
  int y = 2;
  int l6 = hd(y);
  int l7 = hd(3);
  int l8 = hd(hd(1));
  (void)y;
}
__device__ int dv();
__device__ void d2() { int l5 = hd(dv()); }
