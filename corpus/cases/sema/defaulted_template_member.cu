// Members of class templates defaulted in the class: nvcc warns when it reads the template,
// once, however often it is instantiated.
template <class T> struct P { __host__ __device__ P() = default; __device__ ~P() = default; T x; };
template <class T> struct Q { template <class U> __device__ Q(U) {} __device__ Q() = default; };
namespace n { template <int N> struct R { __device__ R() = default; }; }
P<int> p;
P<float> q;
