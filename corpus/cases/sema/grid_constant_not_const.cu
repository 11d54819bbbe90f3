// A `__grid_constant__` kernel parameter must be const itself (`const G *p` is not, `int
// *const q` is) and no reference: the device pass says so at the kernel's name, once per
// parameter. An array parameter is a pointer and left alone; so are templates nothing
// instantiates.
struct G { int a; };
typedef const G CG;
typedef G PG;
__global__ void k1(__grid_constant__ int x, __grid_constant__ const int y, __grid_constant__ float z) {}
__global__ void k2(__grid_constant__ G g, __grid_constant__ const G *p, __grid_constant__ int *const q) {}
__global__ void k3(__grid_constant__ const G &r, __grid_constant__ CG c, __grid_constant__ PG pg) {}
__global__ void k4(__grid_constant__ const int a[4]) {}
template <class T> __global__ void k5(__grid_constant__ T x) {}
