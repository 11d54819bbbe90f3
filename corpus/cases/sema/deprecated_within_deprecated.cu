// Uses of deprecated entities inside a deprecated function, or a member of a deprecated
// class, draw nothing; in a deprecated namespace they still do.
[[deprecated]] __host__ __device__ inline int oldf() { return 1; }
[[deprecated]] int oldh() { return 1; }
[[deprecated]] typedef int OldInt;
[[deprecated]] __device__ int oldvar;
enum E { A, B [[deprecated]] };
[[deprecated]] __device__ OldInt g1() { return oldvar + B; }
[[deprecated]] __device__ int g2() { return oldf(); }
[[deprecated]] int h2() { return oldh() + oldf(); }
template <typename T> [[deprecated]] __device__ T g3() { return T(oldf()); }
struct [[deprecated]] C { __host__ __device__ int m() { return oldf(); } };
namespace [[deprecated]] oldns { __device__ inline int z() { return oldf(); } }
