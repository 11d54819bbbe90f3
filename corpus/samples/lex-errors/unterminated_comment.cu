__global__ void k(int* p) { *p = 1; }
/* this comment never ends
int after = 0;
