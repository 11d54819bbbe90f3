__global__ void k(__grid_constant__ const int x) {}
