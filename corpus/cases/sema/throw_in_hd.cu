__host__ __device__ void f(int x) { if (x) throw x; }
