int f();
namespace n { __device__ int f(); __device__ int g() { return f(); } }
