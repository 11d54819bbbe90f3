// The host destructor a local object of device code runs as it leaves its block, reported
// by cicc where the object goes out of scope: in a nested block at its `}` (each object of
// it there), in the body's own block after the body's last statement (here: the object's
// declaration, at its last token). Not for a destructor of either side or defaulted, not
// under nv_exec_check_disable; a class with a function-scope static object gets no report
// of its default constructor or destructor anywhere (HS). Ways out before the end (`return`,
// `continue`): case sema/call_destructor_exits.
struct HC {
  HC() {}
  HC(int) {}
  HC(const HC &) {}
  ~HC() {}
};
struct OD { ~OD() {} };
struct HD { __host__ __device__ ~HD() {} };
struct DD { __device__ ~DD() {} };
struct DF { ~DF() = default; };
struct HS { HS() {} ~HS() {} };
__device__ void q(int);
__device__ void nested(int i) {
  if (i) {
    OD a;
    q(i);
  }
  {
    OD b;
    OD c;
  }
  for (int k = 0; k < i; k++) { OD d; }
  while (i) { OD e; q(i); }
}
__device__ void last(int i) { OD y; }
__device__ void last_copy(HC a) { HC b = a; }
__global__ void kernel() { OD z; }
__host__ __device__ void both(int i) { { OD w; } }
#pragma nv_exec_check_disable
__host__ __device__ void quiet(int i) { { OD w; } }
void host(int i) { { OD h; } }
__device__ void other_sides(int i) {
  { HD x; DD y; DF z; }
}
__device__ void held() { static HS s; }
__device__ void not_reported(int i) { { HS v; } }
__device__ void early(int i) { { OD r; if (i) return; q(i); } }
__device__ void loop(int i) { for (;;) { OD l; if (i) continue; q(i); } }
struct V { virtual ~V() {} };
struct B { ~B(); };
B::~B() {}
typedef V TV;
__device__ void forms(int i) {
  { V v; }
  { TV tv; const V cv; }
  { B b; }
  if constexpr (false) { { V discarded; } }
}
