struct H { __host__ __device__ operator float() const { return 1.0f; } __host__ __device__ operator double() const { return 2.0; } };
__global__ void k(float *p) { H h; p[0] = float(h); }
