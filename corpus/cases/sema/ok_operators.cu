// Operators nvcc accepts: host-device and device operators from device code, host ones
// from host code, overloads chosen by their operands' types, templates, a class with a
// conversion function (whose built-in operators are candidates), hidden friends.
struct float2_ { float x, y; };
struct float3_ { float x, y, z; };
__host__ __device__ float2_ operator+(float2_ a, float2_ b) { return a; }
inline float3_ operator+(float3_ a, float3_ b) { return a; }
__device__ float3_ operator+(float3_ a, float b) { return a; }
__device__ float3_ operator+(float b, float3_ a) { return a; }
__device__ float2_ dev2(float2_ a) { return a + a; }
__device__ float3_ dev3(float3_ a, float b) { float3_ c = a + b; return b + c; }
float3_ host3(float3_ a) { return a + a; }
struct C { __host__ __device__ C operator-() const { return *this; } int operator!() const { return 0; } };
__device__ C negate(C c) { return -c; }
int hnot(C c) { return !c; }
struct Conv { operator int() const { return 1; } };
__host__ __device__ int operator+(Conv, long);
__device__ int conv(Conv c) { return c + 1; }
template <typename T> struct Box { T v; };
template <typename T> __host__ __device__ Box<T> operator*(Box<T> a, Box<T>) { return a; }
__device__ Box<int> tmul(Box<int> b) { return b * b; }
struct F { __host__ __device__ friend F operator/(F a, F) { return a; } };
__device__ F fdiv(F f) { return f / f; }
struct G { __device__ int operator[](int) const { return 0; } int operator[](long) const { return 1; } };
__device__ int gsub(G g) { return g[1]; }
struct K { int operator()(int) const { return 0; } };
template <typename T> __device__ int tcall(T t) { return t(1); }
int use_k() { K k; return k(2); }
