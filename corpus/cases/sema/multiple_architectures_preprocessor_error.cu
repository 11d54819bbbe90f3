// flags: -gencode arch=compute_75,code=sm_75 -gencode arch=compute_80,code=sm_80 -gencode arch=compute_86,code=sm_86
// A device pass whose g++ -E fails (`#error` for compute_80 and later): no front end runs
// for that architecture, and nvcc runs no later one; compute_75's warning comes first.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#error "compute_80 and later are not supported"
#endif

__global__ void kernel() { int unused; }
