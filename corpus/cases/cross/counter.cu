// Unit 1 of a project whose units disagree about shared entities (cross-unit checks).
__device__ int counter;
__global__ void bump() { counter += 1; }
