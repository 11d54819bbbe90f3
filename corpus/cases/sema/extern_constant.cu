extern __constant__ float ec[4];
__global__ void k(float *p) { p[0] = ec[1]; }
