template <class T> __host__ __device__ T sq(T x) { return x * x; }
__global__ void k(float *p) { p[0] = sq(p[1]); }
int main() { return sq(2); }
