struct V { float x, y; __host__ __device__ V operator+(const V &o) const { return {x + o.x, y + o.y}; } };
__global__ void k(V *p) { p[0] = p[1] + p[2]; }
