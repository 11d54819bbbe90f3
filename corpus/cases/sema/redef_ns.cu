namespace n { __device__ void g() {} }
namespace n { __device__ void g() {} }
