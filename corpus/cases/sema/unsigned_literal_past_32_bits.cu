// flags: -std=c++17
// A decimal literal with `u` past `unsigned int` is an `unsigned long`: the overload and
// the constructor taking `unsigned long` are chosen, the kernel is launched.
__device__ int f(unsigned x) { return (int)x; }
__host__ int f(unsigned long x) { return (int)x; }
struct S { __device__ S(unsigned) {} S(unsigned long) {} };
__global__ void kk(unsigned long) {}
void kk(unsigned) {}
int main() { S s(5000000000u); kk<<<1, 1>>>(5000000000u); return f(5000000000u) + f(7u); }
