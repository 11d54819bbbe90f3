// #174 of a discarded `?:` whose arms meet floating types: an arm converted to a floating
// type at run time is an effect, and nvcc is quiet in host code (`b ? d : f`, `b ? i : d`,
// `b ? i : 1.0`); cicc warns in device code. Arms of one floating type (typedefs seen
// through) and constants folded (`b ? 1.0f : 2.0`) are reported, as integral conversions are.
typedef double real;
void h(double d, double d2, float f, float f2, int i, long l, bool b, real r, const double cd, char c) {
  b ? d : f;
  b ? i : d;
  b ? i : 1.0;
  b ? d : d2;
  b ? f : f2;
  b ? i : l;
  b ? d : r;
  b ? d : cd;
  b ? 1.0 : 2.0;
  b ? 1.0f : 2.0;
  b ? c : i;
  b ? d : 1.0;
  b ? f : 1.0f;
  d ? i : i;
}
__device__ void g(double d, float f, bool b, double d2) {
  b ? d : f;
  b ? d : d2;
}
int main() { return 0; }
