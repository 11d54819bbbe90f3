// flags: -std=c++17
// #177 of a variable whose initializer calls a function through an operator: a conversion
// function, member and non-member operators, a subscript of a class, a user-defined literal
// (nvcc is quiet on each: they may have effects), and reads of volatile objects; beside
// the built-in forms nvcc warns of.
#include <vector>
#include <string>
using namespace std::string_literals;
struct Counter { int v; __host__ __device__ operator int() const { return v; } };
struct Vec { int v; __device__ int operator+(const Vec &o) const { return v + o.v; }
             __device__ int operator[](int i) const { return v + i; } };
__device__ bool operator<(Vec a, Vec b) { return a.v < b.v; }
__device__ int operator""_n(unsigned long long v) { return (int)v; }
struct Regs { volatile int status; int plain; };
__device__ volatile int device_flag;
volatile int host_flag;
static int from_volatile = host_flag;
static int from_conversion = Counter{1};
__device__ void f(Counter c, Vec a, Vec b, volatile int *vp, Regs *r, int *p) {
  int converted = c; int sum = a + b; int element = a[0]; bool less = a < b;
  int literal = 3_n; int read = *vp; int indexed = vp[1]; int status = r->status;
  int flag = device_flag;
  int builtin = p[0] + 1; int plain_read = r->plain; int field = c.v;
}
__global__ void k() { f({1}, {1}, {2}, nullptr, nullptr, nullptr); }
int h(std::vector<int> &v) { int first = v[0]; auto text = "abc"s; return 0; }
