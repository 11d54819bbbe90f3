// #177 on an unused default-initialized local of a class without a constructor of its own
// that holds a base or a field with a user-provided constexpr default constructor: nvcc is
// quiet where a field is left uninitialized (the implicit constructor is not constexpr),
// and warns where every field is initialized, and of the class with the constructor itself
// (an array of it too).
struct CE { int a; __device__ __host__ constexpr CE() : a(0) {} };
struct LaunchCfg { dim3 grid, block; size_t smem; };
struct DerCE : CE { int b; };
struct HasCE { CE c; };
struct DerOnly : CE {};
struct ArrCE { CE arr[2]; };
struct Dim { dim3 g; };
struct Outer { DerCE inner; };
void host() { LaunchCfg cfg; HasCE h; CE c; }
__global__ void k(int *o) {
  DerCE dc;
  HasCE hc;
  DerOnly d;
  ArrCE a;
  Dim g;
  Outer out;
  CE c;
  o[0] = 0;
}
