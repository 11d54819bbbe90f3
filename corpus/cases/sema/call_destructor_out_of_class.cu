// A destructor declared in its class and defined outside it is one function: the host
// destructor a local object of device code runs is reported at the block's `}`, however the
// definition is written (`__host__`, in a namespace, `inline`, not defined at all). Not for
// one redeclared `__host__ __device__` (then both) or declared `__device__`.
struct B { ~B(); };
B::~B() {}
struct C { __host__ ~C(); };
C::~C() {}
struct D { ~D(); };
__host__ D::~D() {}
struct E { ~E(); };
__host__ __device__ E::~E() {}
struct F { __device__ ~F(); };
__device__ F::~F() {}
namespace n { struct G { ~G(); }; }
n::G::~G() {}
struct H { ~H(); };
inline H::~H() {}
struct I { ~I(); };
__device__ void forms(int i) {
  { B b; }
  { C c; }
  { D d; }
  { E e; }
  { F f; }
  { n::G g; }
  { H h; }
  { I x; }
}
