// flags: -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80
// A check that depends on the device pass's architecture: compute_90 has thread block
// clusters, compute_80 does not, so only the second device pass refuses them (and nvcc
// prints those errors after the first pass's warning).
__global__ void __cluster_dims__(1) k1() {}
__global__ void __launch_bounds__(64, 2, 1) k2() { int unused; }
