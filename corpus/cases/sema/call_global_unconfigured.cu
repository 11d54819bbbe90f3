__global__ void k() {}
void h() { k(); }
