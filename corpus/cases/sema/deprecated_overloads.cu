// flags: -arch=sm_80
// A deprecated overload a call chooses: #1215 on the device pass, the function named with its
// parameters (`ov(int)`, `n::q(int)`); the call of an overload without the attribute says nothing.
[[deprecated]] __device__ int ov(int);
__device__ int ov(float);
__device__ [[deprecated]] double ov(double);
namespace n { [[deprecated]] __device__ int q(int); __device__ int q(char); }
__device__ int use(int i, float f, double d, char c) {
  int a = ov(1);
  int b = ov(f);
  double e = ov(d);
  int g = n::q(i);
  int h = n::q(c);
  return a + b + (int)e + g + h;
}
