// A destructor redeclared in another space is named with its `~` and placed there.
struct C { __device__ ~C(); };
C::~C() {}
struct D { ~D(); };
__host__ __device__ D::~D() {}
