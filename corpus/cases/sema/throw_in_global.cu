__global__ void k(int *p) { if (!p) throw 2; }
