int h();
namespace n { __device__ int d() { return h(); } }
