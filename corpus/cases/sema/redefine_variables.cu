// A namespace-scope variable defined twice: EC3369 "variable "x" has already been defined
// (previous definition at line n)" at the later name, both passes, and no #177 for either;
// `extern` ones only with an initializer; also a static member defined twice outside its class
// (`member "S::m"`), and one defined again in a reopened anonymous namespace.
static int s2;
static int s2;
int x;
int x = 1;
extern int y;
int y;
extern int y2 = 1;
int y2;
namespace a { int z; }
namespace a { int z; }
namespace { int w; }
namespace { int w; }
inline int iv = 1;
inline int iv = 1;
constexpr int cv = 1;
constexpr int cv = 1;
__device__ int dv;
__device__ int dv;
extern __device__ int dv2;
__device__ int dv2;
struct S { static int m; };
int S::m;
int S::m;
const int k = 1;
const int k = 2;
int arr[2];
int arr[2];
namespace { extern int e1; }
namespace { int e1 = 4; }
namespace { extern int e3; int e3; }
