// Operands a constant condition leaves unevaluated: no #39, #179, #62, #63, #69, #186 or #187
// there (a conditional's other branch, `0 && …`, `1 || …`, a macro's `(b) != 0 ? … : 0`); an
// `if (0)` statement's division is still reported.
int a(int x) { return 0 ? x / 0 : 1; }
int b(int x) { return false ? x % 0 : 1; }
int h2(int x) { return 0 && x / 0; }
int i2(int x) { return 1 || x / 0; }
int d2(int x) { return true ? 1 : (x << 40); }
int j2(int x) { return false ? (x << -1) : 1; }
void g5(int);
void a5(int x) {
  g5(0 && (x = 0x1ffffffffLL));
  g5(false ? (x = 0x1ffffffffLL) : 1);
}
#define SAFE_DIV(a, b) ((b) != 0 ? (a) / (b) : 0)
__device__ int f3(int x) { return SAFE_DIV(x, 0); }
__device__ int g3(int x) { return 1 ? 1 : x % 0; }
__device__ int h3(int x) { return 0 && x / 0; }
__device__ unsigned f4(unsigned x) { return 0 ? x << 40 : x; }
__device__ unsigned g4(unsigned x) { return 1 ? x : x >> -1; }
__device__ bool h4(unsigned x) { return 0 && x >= 0; }
int live(int x) { if (0) return x / 0; return 1; }
