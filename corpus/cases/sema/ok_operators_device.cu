// Overloaded operators of a class defined for device and host code, used in both: nvcc is
// silent.
struct V { float x, y; };
__host__ __device__ V operator+(V a, V b) { return {a.x + b.x, a.y + b.y}; }
__host__ __device__ bool operator==(V a, V b) { return a.x == b.x && a.y == b.y; }
__global__ void k(V *p) { p[0] = p[1] + p[2]; if (p[0] == p[1]) p[2] = p[0]; }
V host(V a) { return a + a; }
