__device__ int dv;
__constant__ int cv;
int main() { int x = dv; cv = 2; int *p = &dv; return x + *p; }
