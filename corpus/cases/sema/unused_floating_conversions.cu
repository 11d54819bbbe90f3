// #177 and floating conversions in initializers: EDG counts one it evaluates at run time
// as an effect, and nvcc is quiet in host code on `int a = d;`, `float g = i;`, `double k =
// f;`, `(int)s.x`, and on a floating constant that does not fit an integer type
// (`(int)1e10`, `(unsigned)-1.0`, `int a = 1e10;`, statics too); it warns where the constant
// fits (`(int)3.5`), of `double n = d;` and `bool t = d;`, and in device code.
static int a1 = (int)1e10;
static unsigned a3 = (unsigned)-1.0;
static int a4 = static_cast<int>(1e20f);
static short a5 = (short)1e6;
static int a6 = 1e10;
static int a2 = (int)3.5;
static int a7 = (int)1e10 + 0;
static int a8 = 1e10 ? 1 : 2;
static unsigned a9 = (unsigned)-0.5;
static long a10 = (long)1e10;
static char a11 = (char)300.0;
static int a12 = (int)2147483647.0;
static int a13 = (int)2147483648.0;
void h(double d) {
  static int la = (int)1e10;
  const int lc = (int)1e10;
  int l = (int)1e10;
  const int c6 = 1e10;
  int runtime = (int)d;
  int fits = (int)2.5e9f;
  long fits_long = (long)2.5e9f;
}
__device__ void g() {
  const int c1 = (int)1e10;
  int l1 = (int)1e10;
  int l2 = (int)3.5;
}
struct S { double x; };
void conversions(double d, float f, int i, S s, double *p, long l) {
  int a = d;
  int b = (int)f;
  int c = (int)s.x;
  int e = (int)p[0];
  float g = i;
  double k = f;
  float m = d;
  double n = d;
  int o = (int)(d * 2);
  long q = i;
  int r = l;
  bool t = d;
  float u = (float)i;
  float w = 1;
}
int main() { return 0; }
