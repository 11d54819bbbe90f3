// A defaulted destructor or assignment of a derived class overrides the base's virtual one:
// it is virtual without saying so, and nvcc says nothing. Out of the class, a member is not
// defaulted on its first declaration.
struct B { __host__ __device__ virtual ~B() {} __host__ __device__ virtual B &operator=(const B &) { return *this; } };
struct D : B { __host__ __device__ ~D() = default; };
template <class T> struct F : B { __host__ __device__ ~F() = default; };
template <class T> struct I { __host__ __device__ I(); };
template <class T> __host__ __device__ I<T>::I() = default;
F<int> f;
