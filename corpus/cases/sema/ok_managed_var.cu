__managed__ int m = 1;
__global__ void k() { m = 2; }
int h() { return m; }
